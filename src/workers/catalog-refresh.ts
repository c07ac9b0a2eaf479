// Keeps the category tree and the brands in IndexedDB fresh, so menus built from them work offline. Runs
// after start when online; offline, or when the server fails, the copy from last time stays.
import type { AppDB } from '../db/schema';
import type { Brand, CategoryItem } from '../domain/catalog';
import type { Locale } from '../domain/locale';

type Deps = {
  fetchTree: (lang: Locale) => Promise<CategoryItem[]>;
  fetchBrands: (lang: Locale) => Promise<Brand[]>;
  saveTree: (lang: Locale, items: CategoryItem[]) => Promise<void>;
  saveBrands: (brands: Brand[]) => Promise<void>;
  online: () => boolean;
};

/** true when both were refreshed. */
export async function refreshCatalogCopies(lang: Locale, deps: Deps): Promise<boolean> {
  if (!deps.online()) return false;
  try {
    const [tree, brands] = await Promise.all([deps.fetchTree(lang), deps.fetchBrands(lang)]);
    // An empty answer is not a reason to forget what the menus showed before.
    if (tree.length > 0) await deps.saveTree(lang, tree);
    if (brands.length > 0) await deps.saveBrands(brands);
    return true;
  } catch {
    return false;
  }
}

let running: Promise<boolean> | null = null;

/**
 * Wires the real API to `db`, the caller's database (a worker's own, or the page's); the API's and the copies' code
 * is loaded lazily, after start. A call while one runs shares its answer.
 */
export function refreshCatalogCopiesNow(db: AppDB, lang: Locale): Promise<boolean> {
  running ??= refreshWithApi(db, lang).finally(() => {
    running = null;
  });
  return running;
}

async function refreshWithApi(db: AppDB, lang: Locale): Promise<boolean> {
  const [catalog, api] = await Promise.all([import('../db/catalog'), import('../api/catalog')]);
  return refreshCatalogCopies(lang, {
    fetchTree: api.fetchCategoryTree,
    fetchBrands: api.fetchBrands,
    saveTree: (l, items) => catalog.saveCategoryTree(db, l, items),
    saveBrands: (brands) => catalog.saveBrands(db, brands),
    online: () => navigator.onLine,
  });
}
