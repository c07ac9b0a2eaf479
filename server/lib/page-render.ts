// Request-time rendering of product lists and product pages (docs/decisions.md "Product lists and product pages
// are rendered by the server"). The build leaves a Node build of src/prerender.tsx in {dist}/.ssr; with it a
// first visit to such a page gets the page drawn with its products, and the API answers it was drawn from in a
// data block for the client to hydrate from. Any other page, a build without it, a page whose data cannot be
// had or a render that fails or takes too long gets index.html as before: the client draws the page itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageSeed } from '../../src/api/page-seed';
import { pageSeedId } from '../../src/api/page-seed';
import { renderedAttribute } from '../../src/first-visit/names';

export const ssrFolder = '.ssr';
export const ssrModuleFile = 'prerender.js';
export const ssrMessagesFile = 'messages.no.json';
/** What the build says of its first-visit path: the hash of the inline boot script (scripts/first-paint-plugin.ts). */
export const firstVisitFile = 'first-visit.json';

/** The CSP source that allows the built app's inline boot script, or null for a build without one. */
export function bootScriptSource(distDir: string): string | null {
  const file = join(distDir, ssrFolder, firstVisitFile);
  if (!existsSync(file)) return null;
  const { bootScriptHash } = JSON.parse(readFileSync(file, 'utf8')) as { bootScriptHash?: unknown };
  return typeof bootScriptHash === 'string' ? `'sha256-${bootScriptHash}'` : null;
}

type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;
type RenderPage = (
  messages: Record<string, unknown>,
  url: string,
  get: ApiGet,
  signal?: AbortSignal,
) => Promise<{ html: string; seed: PageSeed } | null>;

/** The app's markup inside #root, as index.html holds it, and what stands around it. */
const rootPattern = /(<div id="root">)[\s\S]*(<\/div>\s*<noscript>)/;

/** A JSON data block that no text inside can close early. */
const seedBlock = (seed: PageSeed) =>
  `<script type="application/json" id="${pageSeedId}">${JSON.stringify(seed).replace(/</g, '\\u003c')}</script>`;

/** `ready` settles once the render's code is loaded and tried (it never fails: a broken build renders nothing). */
export type PageRenderer = ((url: string) => Promise<string | null>) & { ready: Promise<void> };

/**
 * The renderer for a built app in `distDir`, or null when the build has no server render. `get` reads the API
 * in-process. `timeoutMs`: longer than this and the page is left to the client.
 */
export function pageRenderer(
  distDir: string,
  indexHtml: string,
  get: ApiGet,
  { timeoutMs = 2000, onError }: { timeoutMs?: number; onError?: (error: unknown, url: string) => void } = {},
): PageRenderer | null {
  const moduleFile = join(distDir, ssrFolder, ssrModuleFile);
  const messagesFile = join(distDir, ssrFolder, ssrMessagesFile);
  if (!existsSync(moduleFile) || !existsSync(messagesFile) || !rootPattern.test(indexHtml)) return null;
  const messages = JSON.parse(readFileSync(messagesFile, 'utf8')) as Record<string, unknown>;
  // Loaded at once, with the pages' code, and tried on the list of all products, so that the first visitor's page
  // is not the one that waits for the code, the lazy parts and the first queries.
  const loaded = import(pathToFileURL(moduleFile).href).then(
    async (m: { renderPage: RenderPage; warmUp?: () => Promise<void> }) => {
      await m.warmUp?.();
      await m.renderPage(messages, '/catalog/products', get).catch(() => null);
      return m.renderPage;
    },
  );
  loaded.catch((error) => onError?.(error, '(loading the server render)'));
  const renderPage = () => loaded;

  const render = async (url: string) => {
    // Past its budget the render is aborted (React's renderer gets the signal) and the client draws the page.
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => {
        budget.abort(new Error(`${url}: not rendered within ${timeoutMs} ms`));
        done(null);
      }, timeoutMs);
    });
    try {
      const rendering = renderPage().then((render) => render(messages, url, get, budget.signal));
      // What an aborted render throws afterwards is expected, not a failure to report.
      rendering.catch(() => undefined);
      const page = await Promise.race([rendering, late]);
      if (!page) return null;
      return indexHtml
        .replace('<html lang="nb"', `<html lang="nb" ${renderedAttribute}=""`)
        .replace(rootPattern, (_all, open: string, close: string) => `${open}${page.html}${close}`)
        .replace('</body>', `${seedBlock(page.seed)}</body>`);
    } catch (error) {
      onError?.(error, url);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(render, {
    ready: loaded.then(
      () => undefined,
      () => undefined,
    ),
  });
}
