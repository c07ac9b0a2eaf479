// Build-time render of the shell and home page in Norwegian (scripts/first-paint-plugin.ts writes it into
// dist/index.html): the first visit paints real content from the HTML, before any JavaScript has run.
// Lazy parts (header tools, home catalogue, brands) are loaded first and rendered too; what they read from the
// device (IndexedDB) or the network shows its loading state, as it does in the browser before the data arrives.
import { i18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { defaultLocale } from './domain/locale';
import { prerenderedPath } from './prerendered-path';

export async function renderShell(messages: Record<string, unknown>): Promise<string> {
  i18n.loadAndActivate({ locale: defaultLocale, messages: messages as Parameters<typeof i18n.load>[1] });
  const shell = (
    <Router ssrPath={prerenderedPath} ssrSearch="">
      <App i18n={i18n} locale={defaultLocale} />
    </Router>
  );
  const problems: unknown[] = [];
  // The first pass waits for every lazy part to load; the second renders them all at once, with no Suspense
  // boundary left pending (a pending one would need an inline script, which the CSP forbids).
  await prerender(shell, { onError: (error) => void problems.push(error) });
  const html = renderToString(shell);
  if (problems.length > 0) throw new AggregateError(problems, 'The shell could not be pre-rendered');
  return html;
}
