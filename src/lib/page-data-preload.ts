// On a first visit, the server read of the page being opened (a product, a product list) starts while the
// page's own code is still loading: a <link rel="preload" as="fetch"> for exactly the address the page will ask
// for (src/api/page-data.ts), which the page's request then takes over. Once the service worker controls the page
// it answers those reads itself, so nothing is preloaded then.
import { type Kept, pageDataPaths } from '../api/page-data';
import { dbName } from '../db/db-name';
import type { Locale } from '../domain/locale';
import { pageAt, readsEarly } from '../first-visit/pages';

async function keptOnDevice(locale: Locale): Promise<Kept> {
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
  const { pathname, search } = window.location;
  if (navigator.serviceWorker?.controller || !readsEarly(pageAt(pathname))) return;
  const [path] = pageDataPaths(locale, pathname, search, await keptOnDevice(locale)) ?? [];
  if (!path) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = `/api${path}`;
  document.head.append(link);
}
