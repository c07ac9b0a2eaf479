// A first visit to a page the server drew may end without the app ever running (src/boot-script.ts): its code
// loads only when the visitor first uses the page. So that what was seen still opens offline, the boot script
// hands the page's data block (src/api/page-seed.ts) to the service worker, which keeps it here as the app would
// have kept it on reading those answers: the answers in the catalogue cache the service worker serves offline,
// the products among the products seen (offline search, the cart), the product page's detail, the category tree
// and the brands for the menus and home.
import { brandsOf, categoryTreeOf } from '../api/catalog';
import type { PageSeed } from '../api/page-seed';
import { productDetailOf } from '../api/product';
import { featuredProductsOf, productPageOf } from '../api/products';
import { rememberProducts, saveBrands, saveCategoryTree } from '../db/catalog';
import { rememberProductDetail } from '../db/product-detail';
import type { AppDB } from '../db/schema';
import { defaultLocale, isLocale } from '../domain/locale';

/** The service worker's cache of catalogue reads (stale-while-revalidate), and which API paths go in it. */
export const catalogueCacheName = 'catalogue';
export const isCatalogueRead = (pathname: string) =>
  /^\/api\/(category|brand|tecdoc|setting|product)\//.test(pathname);

/** Keeps one answer in IndexedDB as the app's read of it would; answers of no kind kept there are skipped. */
async function keepAnswer(db: AppDB, path: string, answer: unknown) {
  const { pathname, searchParams } = new URL(path, 'http://localhost');
  const asked = searchParams.get('lang');
  const lang = isLocale(asked) ? asked : defaultLocale;
  switch (pathname) {
    case '/category/list/sidebaritems': {
      const tree = categoryTreeOf(answer);
      if (tree) await saveCategoryTree(db, lang, tree);
      return;
    }
    case '/brand/list': {
      const brands = brandsOf(answer);
      if (brands && brands.length > 0) await saveBrands(db, brands);
      return;
    }
    case '/tecdoc/get-products': {
      const page = productPageOf(answer);
      if (page) await rememberProducts(db, page.items);
      return;
    }
    case '/tecdoc/get-feature-products': {
      const featured = featuredProductsOf(answer);
      if (featured) await rememberProducts(db, featured);
      return;
    }
    case '/product/item': {
      const detail = productDetailOf(answer);
      const carId = Number(searchParams.get('carId')) || null;
      if (detail) await rememberProductDetail(db, detail, { lang, carId });
      return;
    }
  }
}

/**
 * Keeps the answers of a page's data block. `cache`: the catalogue cache, where each catalogue read goes under
 * its own URL (on `origin`) unless a fresher answer is there already. One answer that cannot be kept does not
 * stop the others.
 */
export async function keepPageSeed(
  db: AppDB,
  seed: PageSeed,
  { cache, origin }: { cache?: Cache; origin: string },
): Promise<void> {
  await Promise.allSettled(
    Object.entries(seed.answers).map(async ([path, answer]) => {
      const url = new URL(`/api${path}`, origin);
      if (cache && isCatalogueRead(url.pathname) && !(await cache.match(url))) {
        await cache.put(url, Response.json(answer));
      }
      await keepAnswer(db, path, answer);
    }),
  );
}
