// Product listing with the shop's filters (category, vehicle, price, brand, discount, rating, colour) and the
// facets the sidebar is built from. Each facet counts with every filter applied except its own.
//
// Three queries whatever the filters (measured in docs/benchmarks.md):
// - the facets and the total in one pass (GROUPING SETS), summed from the facet summaries (facet-summaries.ts) —
//   a few hundred rows per vehicle — or, when a price range is asked (the summaries cannot split a price group),
//   from the narrow columns of the articles in the range (listing-facets.ts);
// - the page's article ids, read in order from the vehicle's links (article_vehicles_car_idx), a category's part
//   types, the covering index articles_listing_idx or a name index, or read whole and sorted (listing-page.ts);
// - the page's sixteen wide rows by id.
// The category and the scope's sizes come first (listing-scope.ts).
import type { Db } from '../../db/client';
import { countFacets, facetList } from './listing-facets';
import { pageIds } from './listing-page';
import { type ListCategory, listCategory, noSizes, scopeSizes } from './listing-scope';
import { paging, productsByIds } from './products';
import type { Filter, ListQuery, Paging, Product, VehicleSummary } from './types';

export type Listing = Paging<Product> & { filters: Filter[] };

/** null when the category slug or vehicle is unknown (the route answers 404). */
export async function listProducts(
  db: Db,
  query: ListQuery,
  vehicleOf: (carId: number) => Promise<VehicleSummary | null>,
  categoryOf: (slug: string | undefined) => Promise<ListCategory | null> = (slug) => listCategory(db, slug),
): Promise<Listing | null> {
  const [found, vehicle, sizes] = await Promise.all([
    categoryOf(query.category),
    query.carId ? vehicleOf(query.carId) : null,
    // Only name sorts and price ranges choose their way by them.
    query.price || query.sort !== 'default' ? scopeSizes(db, query.carId) : noSizes,
  ]);
  if (!found) return null;
  if (query.carId && !vehicle) return null;
  const { category, children } = found;

  // The facets first: their exact total spares the page query when the page is past the end — typically a vehicle
  // with no parts in a category, where walking the index in list order would read the whole category to find none.
  const counted = await countFacets(db, query, found, sizes);
  const offset = (query.page - 1) * query.perPage;
  const ids = counted.total > offset ? await pageIds(db, query, category, counted.total, sizes) : [];
  const items = await productsByIds(db, ids, query.lang);
  return {
    ...paging(items, counted.total, query.page, query.perPage),
    filters: facetList(query, counted, children, vehicle),
  };
}
