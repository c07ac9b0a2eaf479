// Keeps the category tree and the brands in IndexedDB fresh, so menus built from them work offline. Runs
// after start when online; offline, or when the server fails, the copy from last time stays.
import { fetchBrands, fetchCategoryTree } from '../api/catalog';
import { saveBrands, saveCategoryTree } from '../db/catalog';
import { db } from '../db/db';
import type { Brand, CategoryItem } from '../db/types';
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

/**
 * Wires the real API and Dexie. Runs in the sync worker, off the main thread (src/app/catalog-copies.ts asks
 * it), or on the main thread in a browser without module workers.
 */
export function refreshCatalogCopiesHere(lang: Locale): Promise<boolean> {
  return refreshCatalogCopies(lang, {
    fetchTree: fetchCategoryTree,
    fetchBrands,
    saveTree: (l, items) => saveCategoryTree(db, l, items),
    saveBrands: (brands) => saveBrands(db, brands),
    online: () => navigator.onLine,
  });
}
