// Server-side rendering of the shop, in Norwegian:
// - at build time, the shell: header, footer and an empty page area (scripts/first-paint-plugin.ts writes it into
//   dist/index.html), which the server sends for pages it does not draw with data and the service worker answers
//   every navigation with;
// - at request time, a product list or product page with its data (server/lib/page-render.ts), so a first
//   visit shows the products themselves, not placeholders, before the app's code has loaded.
// Lazy parts are loaded first and rendered too; what they read from the device (IndexedDB) shows its loading
// state, as it does in the browser before the data arrives.
import { i18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { brandsPath, categoryTreeOf, categoryTreePath } from './api/catalog';
import { type PageSeed, setPageSeed } from './api/page-seed';
import { featuredProductsPath } from './api/products';
import { settingsPath } from './api/settings';
import { App } from './app/app';
import { pageDataPath } from './app/page-data-preload';
import { loadPage } from './app/routes';
import { defaultLocale } from './domain/locale';
import { shellPath } from './first-visit/names';
import { pages } from './first-visit/pages';

type Messages = Record<string, unknown>;

async function render(
  messages: Messages,
  path: string,
  search: string,
  signal?: AbortSignal,
): Promise<string> {
  i18n.loadAndActivate({ locale: defaultLocale, messages: messages as Parameters<typeof i18n.load>[1] });
  const shell = (
    <Router ssrPath={path} ssrSearch={search}>
      <App i18n={i18n} locale={defaultLocale} />
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
  return render(messages, shellPath, '');
}

/** Loads the code of the pages renderPage draws, so the first visitor does not wait for it. */
export async function warmUp(): Promise<void> {
  await Promise.all(pages.filter((page) => page.readsData).map(loadPage));
}

/** Reads an API path (without /api) the way the browser would: its status and JSON body. */
export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

let queue: Promise<unknown> = Promise.resolve();

/** The reads a page is drawn from besides the tree and settings: home's featured products and brands, a list or a product. */
function dataPathsFor(pathname: string, search: string, tree: ReturnType<typeof categoryTreeOf>) {
  if (pathname === '/') return [featuredProductsPath(defaultLocale), brandsPath(defaultLocale)];
  const dataPath = pageDataPath(defaultLocale, pathname, search, { carId: null, tree: tree ?? [] });
  return dataPath ? [dataPath] : null;
}

/**
 * Home, a product list or a product page rendered with its data, and the answers it was drawn from (for the
 * page's HTML, src/api/page-seed.ts); null for any other page, or when its data cannot be had.
 */
export async function renderPage(
  messages: Messages,
  url: string,
  get: ApiGet,
  signal?: AbortSignal,
): Promise<{ html: string; seed: PageSeed } | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const treePath = categoryTreePath(defaultLocale);
  const tree = await get(treePath);
  if (tree.status !== 200) return null;
  const seed: PageSeed = { url: pathname + search, answers: { [treePath]: tree.body } };
  const dataPaths = dataPathsFor(pathname, search, categoryTreeOf(tree.body));
  if (!dataPaths) return null;
  const [settings, ...data] = await Promise.all([get(settingsPath), ...dataPaths.map(get)]);
  for (const [i, path] of dataPaths.entries()) {
    const answer = data[i];
    if (answer?.status !== 200) return null;
    seed.answers[path] = answer.body;
  }
  // The header and footer show the shop's phone, e-mail and address from its settings.
  if (settings.status === 200) seed.answers[settingsPath] = settings.body;

  // The seed is module state the render reads: one render at a time. A render whose budget is spent is aborted,
  // so it never holds up the ones queued after it; one whose request gave up before its turn does not start.
  const html = queue.then(async () => {
    signal?.throwIfAborted();
    setPageSeed(structuredClone(seed));
    try {
      return await render(messages, pathname, search, signal);
    } finally {
      setPageSeed(null);
    }
  });
  queue = html.catch(() => undefined);
  return { html: await html, seed };
}
