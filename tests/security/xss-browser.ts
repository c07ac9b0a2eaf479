// Chromium for the XSS checks (Debian's /usr/bin/chromium through playwright-core, as the e2e suite launches it).
// A browser context records every sign that an injected script ran: a call of window.__xss(n) (the payloads'
// marker, exposed before any page script) and any dialog (alert, confirm, prompt). By default the context ignores
// the shop's Content-Security-Policy (`bypassCSP`), so these checks prove that escaping alone holds; `csp: true`
// keeps the real headers. pageProblems() reads the live DOM for markup no text could have made (the rules of
// xss-check.ts, which checks pages as HTML text in Node).
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumLaunch } from '../chromium';
import { markupInText } from './xss-app';

export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunch);

/** What a context saw run: `__xss(n)` calls and dialogs, with the page they came from. */
export type Ran = string[];

export type ContextOptions = {
  baseURL: string;
  /** Keep the shop's CSP (default: ignore it, so only escaping stands between a payload and the page). */
  csp?: boolean;
};

export async function shopContext(browser: Browser, options: ContextOptions) {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    serviceWorkers: 'block',
    bypassCSP: options.csp !== true,
  });
  const ran: Ran = [];
  await context.exposeBinding('__xss', ({ page }, id: unknown) => {
    ran.push(`__xss(${String(id)}) on ${page.url()}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && markupInText.test(message.text())) {
      ran.push(`${message.text()} on ${message.page()?.url() ?? '?'}`);
    }
  });
  context.on('weberror', (error) =>
    ran.push(`uncaught ${error.error().message} on ${error.page()?.url() ?? '?'}`),
  );
  context.on('dialog', (dialog) => {
    ran.push(`${dialog.type()}(${dialog.message()}) on ${dialog.page()?.url() ?? '?'}`);
    void dialog.dismiss().catch(() => {});
  });
  // A device the app already ran on: the app's code loads at once (src/first-visit/boot.ts).
  await context.addInitScript(() => {
    // Also runs in the blank page a tab starts with, which has no storage.
    if (location.protocol.startsWith('http'))
      localStorage.setItem('bildeler.app-started', new Date().toISOString());
  });
  return { context, ran };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/**
 * Which of `wanted` (normalised) the page does not show as text. The page's text is read as a reader gets it:
 * every text node outside script, style and template whose element is rendered (not display:none, not
 * visibility:hidden; a part drawn lazily off screen counts), in document order, case and spacing aside (lists
 * print brands in capitals). Runs in the page.
 */
function textsNotShown(wanted: string[]): string[] {
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    parts.push(node.textContent ?? '');
  }
  const shown = parts.join('').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return wanted.filter((text) => !shown.includes(text));
}

/** Waits until every one of `texts` shows on the page as text, and fails naming those that never did. */
export async function expectTexts(page: Page, texts: readonly string[], timeout = 20_000) {
  const wanted = texts.map(normalise);
  // An expression rather than a function: Playwright runs it through the debugger protocol, which the page's
  // CSP does not govern, and a function passed to the page cannot call another one.
  const missing = `(${textsNotShown.toString()})(${JSON.stringify(wanted)})`;
  try {
    await page.waitForFunction(`${missing}.length === 0`, undefined, { timeout, polling: 100 });
  } catch {
    const left = (await page.evaluate(missing)) as string[];
    expect(
      texts.filter((text) => left.includes(normalise(text))),
      `text never shown on ${page.url()}`,
    ).toEqual([]);
  }
}

/**
 * Markup on the page that no escaped text could have made: an element with an event-handler attribute, a
 * javascript:/vbscript:/data:text/html URL in any attribute, a frame, object, embed, base or refresh, an element
 * a payload marked (data-xss), a script whose text or address names the marker, and embedded JSON that no longer
 * parses (a `</script>` broke out of it). The shop's own markup has none of these.
 */
export function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const badUrl = /^(javascript|vbscript|data:text\/html)/;
    const urlAttributes = ['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster'];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag)) problems.push(`<${tag}>`);
      if (tag === 'meta' && element.hasAttribute('http-equiv')) problems.push('<meta http-equiv>');
      for (const { name, value } of Array.from(element.attributes)) {
        // Browsers ignore spaces and control characters at the start of a URL, and tabs or newlines inside.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it removes
        const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
        if (name.startsWith('on')) problems.push(`<${tag} ${name}>`);
        else if (name === 'data-xss' || name === 'srcdoc') problems.push(`<${tag} ${name}>`);
        else if (urlAttributes.includes(name) && badUrl.test(squeezed))
          problems.push(`<${tag} ${name}="${value.slice(0, 40)}">`);
        else if (name === 'style' && /url\(\s*['"]?javascript|expression\(/i.test(value)) {
          problems.push(`<${tag} style="${value.slice(0, 40)}">`);
        }
      }
      if (tag === 'script') {
        const script = element as HTMLScriptElement;
        if (script.type === 'application/json') {
          try {
            JSON.parse(script.textContent ?? '');
          } catch {
            problems.push(`<script type="application/json" id="${script.id}"> does not parse`);
          }
        } else if (/__xss|alert\(|confirm\(/.test(`${script.src} ${script.textContent ?? ''}`)) {
          problems.push(`<script>${(script.textContent ?? script.src).slice(0, 40)}</script>`);
        }
      }
      if (tag === 'style' && /__xss|javascript:/.test(element.textContent ?? ''))
        problems.push('<style> from data');
    }
    return problems;
  });
}

/** Fails when anything ran in `ran` or the page holds injected markup. */
export async function expectClean(page: Page, ran: Ran) {
  expect(await pageProblems(page), `injected markup on ${page.url()}`).toEqual([]);
  expect(page.frames().length, `frames on ${page.url()}`).toBe(1);
  expect(ran, 'scripts that ran').toEqual([]);
}
