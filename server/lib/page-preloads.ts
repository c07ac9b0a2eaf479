// The HTML of a page path names all of that page's code for modulepreload (<meta name="app-preload">, which the
// boot script turns into links once the page is painted), read from Vite's build manifest. Without it the browser finds a page's modules one import level at a time — on a phone network
// each level is another round trip before the list or product can draw. Only what the page imports
// statically is listed; chunks index.html already names are left out. (The page's server read is preloaded
// by the client, src/app/page-data-preload.ts, which knows the visitor's language and garage.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPreloadMeta } from '../../src/first-visit/names';
import { modulesForPath, pageAt } from '../../src/first-visit/pages';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export function pagePreloads(distDir: string, indexHtml: string): (pathname: string) => string {
  const manifestFile = join(distDir, '.vite/manifest.json');
  // A build without a manifest still serves; its pages just load level by level.
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const named = new Set([...indexHtml.matchAll(/\/(assets\/[^" ]+\.js)/g)].map((m) => m[1]));
  const cache = new Map<string, string>();

  const filesOf = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
  };
  const linksFor = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) filesOf(module, files);
    const hrefs = [...files].filter((file) => !named.has(file)).map((file) => `/${file}`);
    // Fetched with the app's entry, once the page is painted (src/first-visit/boot.ts).
    return hrefs.length > 0 ? `<meta name="${appPreloadMeta}" content="${hrefs.join(' ')}">` : '';
  };

  return (pathname) => {
    const modules = modulesForPath(pathname);
    const key = modules.join(' ');
    let links = cache.get(key);
    if (links === undefined) {
      links = linksFor(modules);
      cache.set(key, links);
    }
    return links;
  };
}

/** Whether the server draws the page at `pathname` with its data (home, a product list or product page). */
export const rendersData = (pathname: string) => pageAt(pathname)?.readsData === true;
