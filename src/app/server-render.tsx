// The server's render of the shop, in Norwegian: the app's entry for Node, as src/main.tsx is the browser's (built
// into {dist}/.ssr/render.js by vite.config.ts; its exports are src/first-visit/built-page.ts's RenderModule):
// - at build time, the shell: header, footer and an empty page area, for index.html (vite/first-visit-pages.ts),
//   which the service worker answers every navigation with;
// - at request time, a public page (`reads` in the route table) with its data (server/pages/page-render.ts), so a
//   first visit shows the products themselves, not placeholders, before the app's code has loaded; a page of what
//   the device keeps (`reads: 'device'`: the cart, the account) as its frame, signed out (there is no session
//   here: no user's data is ever read).
// Each render has its own translations and its own answers (React context): several run at once.
// Lazy parts are loaded first and rendered too; what they read from the device (IndexedDB) shows its loading
// state, as it does in the browser before the data arrives.
import { setupI18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { categoryTreeOf, categoryTreePath } from '../api/catalog';
import { pageDataPaths } from '../api/page-data';
import { settingsPath } from '../api/settings';
import { defaultLocale } from '../domain/locale';
import type { ApiGet, RenderedPage } from '../first-visit/built-page';
import { shellPath } from '../first-visit/names';
import { noSeed, type PageSeed, Seed } from '../first-visit/page-seed';
import { pages } from '../first-visit/pages';
import { App } from './app';
import { loadPage } from './routes';

type Messages = Record<string, unknown>;

/** The most rounds of reads a page is drawn from: a lookup, then what it found, and room for one more step. */
const maxRounds = 4;

async function render(
  messages: Messages,
  path: string,
  search: string,
  seed: Seed,
  signal?: AbortSignal,
): Promise<string> {
  const i18n = setupI18n({
    locale: defaultLocale,
    messages: { [defaultLocale]: messages as Record<string, never> },
  });
  const shell = (
    <Router ssrPath={path} ssrSearch={search}>
      <App i18n={i18n} locale={defaultLocale} seed={seed} />
    </Router>
  );
  const problems: unknown[] = [];
  // The first pass waits for every lazy part to load; the second renders them all at once, with no Suspense
  // boundary left pending (a pending one would need an inline script, which the CSP forbids).
  // Aborted (the server's budget for the page is spent): React stops rendering and the prerender fails.
  await prerender(shell, { signal, onError: (error) => void problems.push(error) });
  signal?.throwIfAborted();
  const html = renderToString(shell);
  if (problems.length > 0) throw new AggregateError(problems, `${path}${search} could not be rendered`);
  return html;
}

export function renderShell(messages: Messages): Promise<string> {
  return render(messages, shellPath, '', noSeed);
}

/** Loads the code of the pages renderPage draws, so the first visitor does not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(pages.filter((page) => page.reads).map(loadPage));
}

/**
 * A public page (`reads` in the route table) rendered with its data, and the answers it was drawn from (for the
 * page's HTML); null for any other page, or when its data cannot be had.
 */
export async function renderPage(
  messages: Messages,
  url: string,
  get: ApiGet,
  signal?: AbortSignal,
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const treePath = categoryTreePath(defaultLocale);
  const tree = await get(treePath);
  if (tree.status !== 200) return null;
  const seed: PageSeed = { url: pathname + search, answers: { [treePath]: tree.body } };
  // A first visit: no vehicle in the garage yet.
  const kept = { carId: null, tree: categoryTreeOf(tree.body) ?? [] };
  // Read beside the page's own reads; a page not drawn leaves it unread, not failing.
  const settings = get(settingsPath).catch(() => ({ status: 0, body: null }));
  // A read that needs an earlier answer (a plate's vehicle, then its parts) comes once that answer is in: each
  // round reads the paths not read yet, until none comes. A page not complete after maxRounds is not drawn.
  for (let round = 0; ; round++) {
    const paths = pageDataPaths(defaultLocale, pathname, search, kept, seed.answers);
    if (!paths) return null;
    const unread = paths.filter((path) => !(path in seed.answers));
    if (unread.length === 0) break;
    if (round === maxRounds) return null;
    const data = await Promise.all(unread.map(get));
    for (const [i, path] of unread.entries()) {
      const answer = data[i];
      if (answer?.status !== 200) return null;
      seed.answers[path] = answer.body;
    }
    signal?.throwIfAborted();
  }
  // The header and footer show the shop's phone, e-mail and address from its settings.
  const shop = await settings;
  if (shop.status === 200) seed.answers[settingsPath] = shop.body;
  signal?.throwIfAborted();
  const html = await render(messages, pathname, search, new Seed(seed), signal);
  return { html, seed };
}
