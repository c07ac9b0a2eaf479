// The app's pages as the server serves them: the built pages of the app in {dist}, each page's HTML for its path,
// and the CSP source of the boot script. The build (vite/first-visit-pages.ts) leaves in {dist}/.ssr the page
// template with the parts it filled it with, the Norwegian texts and the Node build of src/app/server-render.tsx
// (src/first-visit/built-page.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ApiGet,
  type BuiltPage,
  builtPageFile,
  renderModuleFile,
  ssrFolder,
} from '../../src/first-visit/built-page';
import { assemblePage } from '../../src/first-visit/html';
import { pageAt } from '../../src/first-visit/pages';
import { pagePreloads } from './page-preloads';
import { pageRenderer } from './page-render';

export type AppPages = {
  /** The HTML of the page at a path and query: drawn with its data when the server can, else the shell. */
  html: (url: string) => Promise<string>;
  /** The CSP source that allows the boot script, or null for a build without one. */
  bootScriptSource: string | null;
  /** Settles once the server can render pages (the render's code is loaded and warm). */
  ready: Promise<void>;
  /**
   * Whether a path gets a page: a path that looks like a file (`/x.js`) and is no route of the table is a missing
   * file, not a page; a route's own path may end in a dot and digits (`/product-preview/13.0460-2715.3`).
   */
  isPage: (pathname: string) => boolean;
};

const isPage = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pageAt(pathname) !== undefined;

/**
 * The pages of the app built into `distDir`. `get` reads the API in-process. A build without the first-visit
 * parts (no page.json) serves its index.html for every page.
 */
export function appPages(
  distDir: string,
  get: ApiGet,
  options: { timeoutMs?: number; onError?: (error: unknown, url: string) => void } = {},
): AppPages {
  const builtFile = join(distDir, ssrFolder, builtPageFile);
  if (!existsSync(builtFile)) {
    const indexFile = join(distDir, 'index.html');
    if (!existsSync(indexFile)) throw new Error(`No built app at ${indexFile}: run npm run build`);
    const indexHtml = readFileSync(indexFile, 'utf8');
    return { html: async () => indexHtml, bootScriptSource: null, ready: Promise.resolve(), isPage };
  }
  const built = JSON.parse(readFileSync(builtFile, 'utf8')) as BuiltPage;
  const preloadsFor = pagePreloads(distDir, [built.parts.entry, ...built.parts.preloads]);
  const moduleFile = join(distDir, ssrFolder, renderModuleFile);
  const render = existsSync(moduleFile) ? pageRenderer(moduleFile, built.messages, get, options) : null;

  return {
    async html(url) {
      const { pathname } = new URL(url, 'http://localhost');
      const reads = pageAt(pathname)?.reads;
      const page = render && reads ? await render(url) : null;
      return assemblePage(built.template, {
        ...built.parts,
        pagePreloads: preloadsFor(pathname),
        ...(page && { root: page.html, seed: page.seed, frame: reads === 'device' }),
      });
    },
    bootScriptSource: `'sha256-${built.bootScriptHash}'`,
    ready: render?.ready ?? Promise.resolve(),
    isPage,
  };
}
