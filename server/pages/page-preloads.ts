// The modules of a page's own code, for modulepreload (src/first-visit/html.ts puts them in <meta name="app-preload">, which the
// boot code turns into links once the page is painted), read from Vite's build manifest. Without them the browser
// finds a page's modules one import level at a time — on a phone network each level is another round trip before
// the list or product can draw. Only what the page imports statically is listed, and nothing the shell already
// names. (The page's server read is preloaded by the client, src/lib/page-data-preload.ts, which knows the visitor's
// language and garage.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulesForPath } from '../../src/first-visit/pages';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The hrefs a page at a path preloads besides `named` (the app's entry and its imports, named by every page). */
export function pagePreloads(distDir: string, named: readonly string[]): (pathname: string) => string[] {
  const manifestFile = join(distDir, '.vite/manifest.json');
  // A build without a manifest still serves; its pages just load level by level.
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shell = new Set(named);
  const cache = new Map<string, string[]>();

  const filesOf = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
  };
  const hrefsFor = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) filesOf(module, files);
    return [...files].map((file) => `/${file}`).filter((href) => !shell.has(href));
  };

  return (pathname) => {
    const modules = modulesForPath(pathname);
    const key = modules.join(' ');
    let hrefs = cache.get(key);
    if (!hrefs) {
      hrefs = hrefsFor(modules);
      cache.set(key, hrefs);
    }
    return hrefs;
  };
}
