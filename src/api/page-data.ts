// What a page is drawn from, by the route table (src/first-visit/pages.ts `reads`): the API paths of its own reads,
// as the page itself asks for them. The server reads these to draw the page (src/app/server-render.tsx); the
// client preloads the first one while a list's or product's code loads (src/lib/page-data-preload.ts).
import { type CategoryNode, categoryPath } from '../domain/category-tree';
import type { Locale } from '../domain/locale';
import { parseProductSlug } from '../domain/product-href';
import { parseListSearch } from '../domain/product-list';
import { matchPage } from '../first-visit/pages';
import { brandsPath } from './catalog';
import { productDetailPath } from './product';
import { featuredProductsPath, listRequestFor, productListPath } from './products';
import { searchPath, searchQueryOf } from './search';

/** What the device keeps that decides a read: the garage's current vehicle and the category tree. */
export type Kept = { carId: number | null; tree: readonly CategoryNode[] };

/**
 * The API paths the page at `pathname` + `search` is drawn from (none for a page drawn from the tree alone), or null
 * when the server does not draw it.
 */
export function pageDataPaths(locale: Locale, pathname: string, search: string, kept: Kept): string[] | null {
  const match = matchPage(pathname);
  if (!match) return null;
  const { slug } = match.params;
  switch (match.page.reads) {
    case 'home':
      return [featuredProductsPath(locale), brandsPath(locale)];
    case 'product': {
      const id = slug ? parseProductSlug(slug) : null;
      return id === null ? null : [productDetailPath(locale, id, kept.carId)];
    }
    case 'category':
      // A category with others below it shows those, from the tree: no list.
      if (slug && (categoryPath(kept.tree, slug).at(-1)?.subItems.length ?? 0) > 0) return [];
      return [productListPath(listRequestFor(locale, parseListSearch(search), slug, kept.carId))];
    case 'search': {
      const { text, page } = searchQueryOf(search);
      return text ? [searchPath(locale, text, page)] : [];
    }
    case 'nothing':
    case 'device':
      return [];
    case 'list':
      return [productListPath(listRequestFor(locale, parseListSearch(search), slug, kept.carId))];
    default:
      return null;
  }
}
