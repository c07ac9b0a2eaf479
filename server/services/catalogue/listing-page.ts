// A product list's page: its article ids in the asked order, found the cheapest way the facets' total and the
// scope's size allow (listing.ts runs it after the facets).
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { articles, articleVehicles } from '../../db/schema';
import type { Category, ScopeSizes } from './listing-scope';
import { nameColumn } from './products';
import type { ListQuery } from './types';

const effectivePrice = sql<number>`coalesce(${articles.discount}, ${articles.price})`;
const stars = sql<number>`round(${articles.rating})::int`;

/** Every filter but the category's and the vehicle's, on articles' columns. */
function otherFilters(query: ListQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.price) filters.push(sql`${effectivePrice} between ${query.price[0]} and ${query.price[1]}`);
  if (query.brand?.length) filters.push(inArray(articles.brandSlug, query.brand));
  if (query.discount === 'yes') filters.push(isNotNull(articles.discount));
  if (query.discount === 'no') filters.push(isNull(articles.discount));
  if (query.rating?.length) filters.push(inArray(stars, query.rating));
  if (query.color?.length) filters.push(inArray(articles.color, query.color));
  return filters;
}

/**
 * A category's page in list order: each of its part types walked in that order (articles_generic_listing_idx,
 * index-only), at most offset + perPage from each, then merged — instead of walking the whole catalogue's index
 * for the few articles of a small category.
 */
async function categoryPageIds(
  db: Db,
  query: ListQuery,
  generics: number[],
  filters: SQL[],
): Promise<number[]> {
  const offset = (query.page - 1) * query.perPage;
  const branches = generics.map(
    (generic) =>
      sql`(select ${articles.articleId} as id, ${articles.reviewCount} as reviews from ${articles}
        where ${and(eq(articles.genericArticleId, generic), ...filters)}
        order by ${articles.reviewCount} desc, ${articles.articleId} limit ${offset + query.perPage})`,
  );
  const result = await db.execute(
    sql`select id from (${sql.join(branches, sql` union all `)}) page
      order by reviews desc, id limit ${query.perPage} offset ${offset}`,
  );
  const rows = rowsOf<{ id: number }>(result);
  return rows.map((row) => row.id);
}

/**
 * The page's article ids in the asked order. A vehicle's list in its default order walks the vehicle's own links in
 * that order (article_vehicles_car_idx: car, review count, article), reading an article only to check the filters;
 * any other list walks the catalogue's covering index (articles_listing_idx) or a name index.
 */
export async function pageIds(
  db: Db,
  query: ListQuery,
  category: Category | undefined,
  total: number,
  sizes: ScopeSizes,
): Promise<number[]> {
  const generics = [...new Set(category?.value ?? [])];
  if (!query.carId && query.sort === 'default' && generics.length > 0) {
    return categoryPageIds(db, query, generics, otherFilters(query));
  }
  const filters: SQL[] = [];
  if (category) filters.push(inArray(articles.genericArticleId, generics.length ? generics : [-1]));
  filters.push(...otherFilters(query));
  const offset = (query.page - 1) * query.perPage;

  if (query.carId && query.sort === 'default') {
    const links = db.select({ id: articleVehicles.articleId }).from(articleVehicles).$dynamic();
    if (filters.length) links.innerJoin(articles, eq(articles.articleId, articleVehicles.articleId));
    const rows = await links
      .where(and(eq(articleVehicles.carId, query.carId), ...filters))
      .orderBy(desc(articleVehicles.reviewCount), asc(articleVehicles.articleId))
      .limit(query.perPage)
      .offset(offset);
    return rows.map((row) => row.id);
  }

  const scope = collectedScope(query, total, sizes, filters);
  if (scope) {
    // Read by id (an index scan per id, then a sort), which the planner picks for an array of unknown length.
    filters.push(sql`${articles.articleId} = any(array(${scope}))`);
  } else if (query.carId) {
    filters.push(
      inArray(
        articles.articleId,
        db
          .select({ id: articleVehicles.articleId })
          .from(articleVehicles)
          .where(eq(articleVehicles.carId, query.carId)),
      ),
    );
  }
  const name = nameColumn(query.lang);
  const order =
    query.sort === 'name_asc'
      ? [asc(name), asc(articles.articleId)]
      : query.sort === 'name_desc'
        ? [desc(name), asc(articles.articleId)]
        : [desc(articles.reviewCount), asc(articles.articleId)];
  const rows = await db
    .select({ id: articles.articleId })
    .from(articles)
    .where(and(...filters))
    .orderBy(...order)
    .limit(query.perPage)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Up to how many matches a name-sorted page with a category reads whole rather than walk the name index. */
const COLLECT_LIMIT = 50_000;

/**
 * The articles a name-sorted page is sorted from when it reads them all rather than walk the catalogue's name index
 * until the page is full (null: walk). The planner cannot choose well: it does not know how many parts a vehicle has,
 * nor that a category's parts share a few names, which the walk reaches only after every name before them.
 * - With a category and at most COLLECT_LIMIT matches: the matches, from the covering indexes (the category's part
 *   types, and the vehicle's links); only they are read whole. A million articles: a category of 12,595, 401 →
 *   21 ms; a vehicle's 522 parts in a category, 286 → 24 ms.
 * - A vehicle without a category: its links, when they are fewer than the walk would read, about
 *   (offset + perPage) × catalogue / total (its parts are spread over the names). A vehicle with 189 parts, of which
 *   4 match: 604 → 3.7 ms.
 */
function collectedScope(query: ListQuery, total: number, sizes: ScopeSizes, filters: SQL[]): SQL | null {
  if (query.sort === 'default') return null;
  if (query.category) {
    if (total > COLLECT_LIMIT) return null;
    const links = query.carId
      ? sql`join ${articleVehicles} on ${articleVehicles.articleId} = ${articles.articleId} and ${articleVehicles.carId} = ${query.carId}`
      : sql``;
    return sql`select ${articles.articleId} from ${articles} ${links} where ${and(...filters)}`;
  }
  if (!query.carId) return null;
  const catalogue = Math.max(sizes.catalogue, sizes.vehicle);
  const walked = ((query.page * query.perPage) / Math.max(total, 1)) * catalogue;
  return sizes.vehicle <= walked
    ? sql`select ${articleVehicles.articleId} from ${articleVehicles} where ${articleVehicles.carId} = ${query.carId}`
    : null;
}
