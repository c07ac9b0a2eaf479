// On a first visit, the server read of the page being opened (a product, a product list) starts while the
// page's own code is still loading: a <link rel="preload" as="fetch"> for exactly the address the page will ask
// for, which the page's request then takes over. Once the service worker controls the page it answers those
// reads itself, so nothing is preloaded then.

import { productDetailPath } from '../api/product';
import { listRequestFor, productListPath } from '../api/products';
import { dbName } from '../db/db-name';
import { type CategoryNode, categoryPath } from '../domain/category-tree';
import type { Locale } from '../domain/locale';
import { parseProductSlug } from '../domain/product-href';
import { parseListSearch } from '../domain/product-list';

const reserved = new Set(['products', 'article']);

/** The API path the page at `pathname` + `search` reads first, or null when it reads none of these. */
export function pageDataPath(
  locale: Locale,
  pathname: string,
  search: string,
  kept: { carId: number | null; tree: readonly CategoryNode[] },
): string | null {
  const { carId, tree } = kept;
  const product = /^\/products\/([^/]+)$/.exec(pathname);
  if (product?.[1]) {
    const id = parseProductSlug(decodeURIComponent(product[1]));
    return id === null ? null : productDetailPath(locale, id, carId);
  }
  if (pathname === '/catalog/products')
    return productListPath(listRequestFor(locale, parseListSearch(search), undefined, carId));
  const category = /^\/catalog\/([^/]+)(\/products)?$/.exec(pathname);
  const slug = category?.[1] && decodeURIComponent(category[1]);
  if (!slug || reserved.has(slug)) return null;
  // /catalog/{slug} of a category with others below it shows those, not a list.
  if (!category?.[2] && (categoryPath(tree, slug).at(-1)?.subItems.length ?? 0) > 0) return null;
  return productListPath(listRequestFor(locale, parseListSearch(search), slug, carId));
}

/** What this device keeps that decides the read: the garage's current vehicle and the category tree. */
async function keptOnDevice(locale: Locale) {
  // A first visit has no database yet: then there is nothing to read, and no reason to load and open Dexie.
  const databases = await indexedDB.databases().catch(() => null);
  if (databases && !databases.some((database) => database.name === dbName)) {
    return { carId: null, tree: [] };
  }
  const [{ db }, { readCurrentVehicle }, { readCategoryTree }] = await Promise.all([
    import('../db/db'),
    import('../db/garage'),
    import('../db/catalog'),
  ]);
  const [vehicle, tree] = await Promise.all([
    readCurrentVehicle(db).catch(() => null),
    readCategoryTree(db, locale).catch(() => []),
  ]);
  return { carId: vehicle?.id ?? null, tree };
}

export async function preloadPageData(locale: Locale): Promise<void> {
  if (navigator.serviceWorker?.controller) return;
  const { pathname, search } = window.location;
  const path = pageDataPath(locale, pathname, search, await keptOnDevice(locale));
  if (!path) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `/api${path}`;
  document.head.append(link);
}
