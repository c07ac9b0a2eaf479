// The page's way to fresh copies of the category tree and brands in IndexedDB: the sync worker fetches and
// writes them, so parsing and storing the tree costs the main thread nothing; the pages' live queries see
// the new copy as soon as it is written.
import type { Locale } from '../domain/locale';

let running: Promise<boolean> | null = null;

/** true when both were refreshed. A call while one runs shares its answer. */
export function refreshCatalogCopiesNow(lang: Locale): Promise<boolean> {
  running ??= import('../workers/sync.bridge')
    .then(({ startSync }) => startSync({ language: lang }).refreshCatalog(lang))
    .catch(() => false)
    .finally(() => {
      running = null;
    });
  return running;
}
