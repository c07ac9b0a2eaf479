// What a page is drawn from, by the route table (src/first-visit/pages.ts `reads`): the API paths of its own reads,
// as the page itself asks for them. The server reads these to draw the page (src/app/server-render.tsx); the
// client preloads the first one while a list's or product's code loads (src/lib/page-data-preload.ts).
// A read that needs an earlier answer (an article number's product, a plate's vehicle) is named once that answer
// is given: the server asks again with the answers read so far until no new path comes.
import { type CategoryNode, categoryPath } from '../domain/category-tree';
import type { Locale } from '../domain/locale';
import { parseProductSlug } from '../domain/product-href';
import { parseListSearch } from '../domain/product-list';
import { vehicleListSearch, vehiclePartsKeys, vehiclePartsQuery } from '../domain/vehicle-parts-query';
import { matchPage } from '../first-visit/pages';
import { brandsPath } from './catalog';
import { productByArticleNumberOf, productByArticleNumberPath, productDetailPath } from './product';
import { featuredProductsPath, listRequestFor, productListPath, vehicleCategoriesRequest } from './products';
import { searchPath, searchQueryOf } from './search';
import { registrationOf, registrationPath } from './vehicles';

/** What the device keeps that decides a read: the garage's current vehicle and the category tree. */
export type Kept = { carId: number | null; tree: readonly CategoryNode[] };

/** The answers read so far, by API path. */
export type Answers = Readonly<Record<string, unknown>>;

/**
 * The API paths the page at `pathname` + `search` is drawn from (none for a page drawn from the tree alone), or null
 * when the server does not draw it. A read that needs an earlier one's answer is named once `answers` holds it.
 */
export function pageDataPaths(
  locale: Locale,
  pathname: string,
  search: string,
  kept: Kept,
  answers: Answers = {},
): string[] | null {
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
      // Without a search term the page is the catalogue's list, as /catalog/products.
      const { text, page } = searchQueryOf(search);
      return text
        ? [searchPath(locale, text, page)]
        : [productListPath(listRequestFor(locale, parseListSearch(search), undefined, kept.carId))];
    }
    case 'nothing':
    case 'device':
      return [];
    case 'list':
      return [productListPath(listRequestFor(locale, parseListSearch(search), slug, kept.carId))];
    case 'article': {
      const lookup = productByArticleNumberPath(locale, new URLSearchParams(search).get('n') ?? '');
      if (!lookup) return null;
      const found = productByArticleNumberOf(answers[lookup]);
      return found ? [lookup, productDetailPath(locale, found.articleId, kept.carId)] : [lookup];
    }
    case 'preview': {
      const lookup = productByArticleNumberPath(locale, match.params.articleNumber ?? '');
      return lookup ? [lookup] : null;
    }
    case 'vehicle':
      return vehiclePartsPaths(locale, search, kept, answers);
    default:
      return null;
  }
}

/**
 * /all for a plate: its lookup, then the vehicle's categories and parts list. A carId's page is not drawn: the
 * vehicle's details are a POST read (/tecdoc/get-vehicles), which a page's data block does not carry.
 */
function vehiclePartsPaths(locale: Locale, search: string, kept: Kept, answers: Answers): string[] | null {
  const { plate } = vehiclePartsQuery(search);
  if (plate === null) return null;
  const lookup = registrationPath(locale, plate);
  const carId = registrationOf(answers[lookup])?.vehicle.carId;
  if (carId === undefined) return [lookup];
  const list = parseListSearch(vehicleListSearch(search, vehiclePartsKeys, carId));
  return [
    lookup,
    productListPath(vehicleCategoriesRequest(locale, carId)),
    productListPath(listRequestFor(locale, list, undefined, kept.carId)),
  ];
}
