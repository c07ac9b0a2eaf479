// A first visit to a page the server drew may end without the app ever running (src/first-visit/boot.ts): its code
// loads only when the visitor first uses the page. So that what was seen still opens offline, the boot script
// hands the page's data block (src/first-visit/page-seed.ts) to the service worker, which keeps it here as the app would
// have kept it on reading those answers: the answers in the catalogue cache the service worker serves offline,
// the products among the products seen (offline search, the cart), the product page's detail, the category tree
// and the brands for the menus and home.
import { brandsOf, brandsPath, categoryTreeOf, categoryTreePath } from '../api/catalog';
import { productDetailOf, productDetailPath } from '../api/product';
import { featuredProductsOf, featuredProductsPath, productListPath, productPageOf } from '../api/products';
import { searchPageOf, searchPath } from '../api/search';
import { settingsPath } from '../api/settings';
import { rememberProducts, saveBrands, saveCategoryTree } from '../db/catalog';
import { rememberProductDetail } from '../db/product-detail';
import type { AppDB } from '../db/schema';
import { defaultLocale, isLocale } from '../domain/locale';
import type { PageSeed } from '../first-visit/page-seed';

/** The service worker's cache of catalogue reads (stale-while-revalidate), and which API paths go in it. */
export { catalogueCacheName } from '../api/catalogue-cache';
export const isCatalogueRead = (pathname: string) =>
  /^\/api\/(category|brand|tecdoc|setting|product)\//.test(pathname);

type Keeper = (db: AppDB, answer: unknown, asked: URLSearchParams) => Promise<void>;

const langOf = (asked: URLSearchParams) => {
  const lang = asked.get('lang');
  return isLocale(lang) ? lang : defaultLocale;
};
/** The endpoint of an API path, with the app's own path builders as the one place API paths are spelt. */
const endpoint = (path: string) => new URL(path, 'http://localhost').pathname;

/** What the app's read of each kind of answer keeps in IndexedDB, by endpoint; other answers keep nothing there. */
const keepers = new Map<string, Keeper>([
  [
    endpoint(categoryTreePath(defaultLocale)),
    async (db, answer, asked) => {
      const tree = categoryTreeOf(answer);
      if (tree) await saveCategoryTree(db, langOf(asked), tree);
    },
  ],
  [
    endpoint(brandsPath(defaultLocale)),
    async (db, answer) => {
      const brands = brandsOf(answer);
      if (brands && brands.length > 0) await saveBrands(db, brands);
    },
  ],
  [
    endpoint(productListPath({ lang: defaultLocale, page: 1, sort: 'default', filters: {} })),
    async (db, answer) => {
      const page = productPageOf(answer);
      if (page) await rememberProducts(db, page.items);
    },
  ],
  [
    endpoint(searchPath(defaultLocale, '', 1)),
    async (db, answer) => {
      const found = searchPageOf(answer);
      if (found) await rememberProducts(db, found.items);
    },
  ],
  [
    endpoint(featuredProductsPath(defaultLocale)),
    async (db, answer) => {
      const featured = featuredProductsOf(answer);
      if (featured) await rememberProducts(db, featured);
    },
  ],
  [
    endpoint(productDetailPath(defaultLocale, 0)),
    async (db, answer, asked) => {
      const detail = productDetailOf(answer);
      const carId = Number(asked.get('carId')) || null;
      if (detail) await rememberProductDetail(db, detail, { lang: langOf(asked), carId });
    },
  ],
]);

/** Keeps one answer in IndexedDB as the app's read of it would. */
async function keepAnswer(db: AppDB, path: string, answer: unknown) {
  const { pathname, searchParams } = new URL(path, 'http://localhost');
  await keepers.get(pathname)?.(db, answer, searchParams);
}

/** What every page needs to open offline besides its own data: the shop's settings, the category tree, brands. */
export const essentialPaths = [settingsPath, categoryTreePath(defaultLocale), brandsPath(defaultLocale)];

/**
 * Keeps the answers of a page's data block, and the essentials (essentialPaths) the block lacks, read with
 * `read` (the network). `cache`: the catalogue cache, where each catalogue read goes under its own URL (on
 * `origin`) unless a fresher answer is there already. One answer that cannot be had or kept does not stop the
 * others.
 */
export async function keepPageSeed(
  db: AppDB,
  seed: PageSeed,
  { cache, origin, read }: { cache?: Cache; origin: string; read?: (path: string) => Promise<unknown> },
): Promise<void> {
  const keep = async (path: string, answer: unknown) => {
    const url = new URL(`/api${path}`, origin);
    if (cache && isCatalogueRead(url.pathname) && !(await cache.match(url))) {
      await cache.put(url, Response.json(answer));
    }
    await keepAnswer(db, path, answer);
  };
  const missing = read ? essentialPaths.filter((path) => !(path in seed.answers)) : [];
  await Promise.allSettled([
    ...Object.entries(seed.answers).map(([path, answer]) => keep(path, answer)),
    ...missing.map(async (path) => keep(path, await read?.(path))),
  ]);
}
