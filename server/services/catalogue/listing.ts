// Product listing with the shop's filters (category, vehicle, price, brand, discount, rating, colour) and the
// facets the sidebar is built from. Each facet counts with every filter applied except its own.
//
// Three queries whatever the filters (issue 21; measured in docs/benchmarks.md):
// - the facets and the total in one pass (GROUPING SETS), summed from the facet summaries (facet-summaries.ts) —
//   a few hundred rows per vehicle — or, when a price range is asked (the summaries cannot split a price group),
//   from the matching articles' narrow columns;
// - the page's article ids, read in order from the vehicle's links (article_vehicles_car_idx) or the covering index
//   articles_listing_idx;
// - the page's sixteen wide rows by id.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { articles, articleVehicles, categories } from '../../db/schema';
import { nameColumn, paging, productsByIds } from './products';
import type { Filter, ListQuery, Paging, Product, VehicleSummary } from './types';

type Part = 'category' | 'price' | 'brand' | 'discount' | 'rating' | 'color';
type Category = typeof categories.$inferSelect;
const effectivePrice = sql<number>`coalesce(${articles.discount}, ${articles.price})`;
const stars = sql<number>`round(${articles.rating})::int`;

export type Listing = Paging<Product> & { filters: Filter[] };

export type ListCategory = { category: Category | undefined; children: Category[] };

/**
 * The category a list is filtered by (none: the top level) with the categories one level below it, in the sidebar's
 * order; null for an unknown slug. They change only with the seed, so the catalogue keeps them (catalogue.ts).
 */
export async function listCategory(db: Db, slug: string | undefined): Promise<ListCategory | null> {
  const category = slug
    ? (await db.select().from(categories).where(eq(categories.slug, slug)))[0]
    : undefined;
  if (slug && !category) return null;
  const children = await db
    .select()
    .from(categories)
    .where(category ? eq(categories.parentId, category.id) : isNull(categories.parentId))
    .orderBy(asc(categories.position));
  return { category, children };
}

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
async function pageIds(
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

/** How many articles the catalogue has (the planner's estimate; 0 before the first ANALYZE) and the vehicle has. */
type ScopeSizes = { catalogue: number; vehicle: number };

/** The sizes the page and facet queries choose their way by (a vehicle's from its summaries: 0.4 ms). */
const noSizes: ScopeSizes = { catalogue: 0, vehicle: 0 };

async function scopeSizes(db: Db, carId: number | undefined): Promise<ScopeSizes> {
  if (!carId) return noSizes;
  const result = await db.execute(sql`select
      (select greatest(reltuples, 0) from pg_class where oid = 'articles'::regclass)::int as catalogue,
      (select coalesce(sum(articles), 0) from catalogue_facets where car_id = ${carId})::int as vehicle`);
  return rowsOf<ScopeSizes>(result)[0] ?? noSizes;
}

/** Up to what share of the catalogue a vehicle's articles are read by id for price-range facets (else hash-joined). */
const BY_ID_SHARE = 1 / 20;

/**
 * The rows facets are summed from, with the summary's columns: the vehicle's (or the catalogue's, car 0) summary
 * rows, or — with a price range — one row per article in the range. A vehicle's articles are then read by id when
 * they are few; when they are many and no category narrows them, its links are hash-joined with the catalogue's
 * covering index, which PostgreSQL does not always choose by itself (a million articles: 189 parts 106 → 14 ms,
 * 269,940 parts 319 → 241 ms).
 */
function facetSource(query: ListQuery, partTypes: number[] | null, sizes: ScopeSizes): SQL {
  if (!query.price) return sql`(select * from catalogue_facets where car_id = ${query.carId ?? 0})`;
  const where: SQL[] = [sql`coalesce(a.discount, a.price) between ${query.price[0]} and ${query.price[1]}`];
  if (partTypes) where.push(sql`a.generic_article_id = any(${ints(partTypes)})`);
  const links = sql`select article_id from article_vehicles where car_id = ${query.carId}`;
  const byId = query.carId && sizes.vehicle <= sizes.catalogue * BY_ID_SHARE;
  // With a category the planner starts from its part types and looks each article's link up, which it does well.
  const joined = query.carId && !byId && !partTypes;
  if (byId) where.push(sql`a.article_id = any(array(${links}))`);
  else if (query.carId && !joined) where.push(sql`a.article_id in (${links})`);
  return sql`(${joined ? sql`with linked as materialized (${links})` : sql``}
    select a.generic_article_id, a.brand_slug, round(a.rating)::int as stars,
      a.review_count > 0 as reviewed, a.color, a.discount is not null as discounted, 1 as articles,
      coalesce(a.discount, a.price) as min_price, coalesce(a.discount, a.price) as max_price
    from articles a ${joined ? sql`join linked on linked.article_id = a.article_id` : sql``}
    where ${sql.join(where, sql` and `)})`;
}

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** Each filter as a condition on a summary row (f). */
function facetConditions(query: ListQuery, category: Category | undefined): Partial<Record<Part, SQL>> {
  const parts: Partial<Record<Part, SQL>> = {};
  if (category) parts.category = sql`f.generic_article_id = any(${ints(category.value)})`;
  if (query.price) parts.price = sql`f.min_price between ${query.price[0]} and ${query.price[1]}`;
  if (query.brand?.length) parts.brand = sql`f.brand_slug = any(${texts(query.brand)})`;
  if (query.discount === 'yes') parts.discount = sql`f.discounted`;
  if (query.discount === 'no') parts.discount = sql`not f.discounted`;
  if (query.rating?.length) parts.rating = sql`f.stars = any(${ints(query.rating)})`;
  if (query.color?.length) parts.color = sql`f.color = any(${texts(query.color)})`;
  return parts;
}

type FacetRow = {
  g: number;
  brand: string | null;
  brand_name: string | null;
  stars: number | null;
  color: string | null;
  generic: number | null;
  total: number | null;
  brand_n: number | null;
  rating_n: number | null;
  color_n: number | null;
  generic_n: number | null;
  discount_all: number | null;
  discount_yes: number | null;
  price_min: number | null;
  price_max: number | null;
};

type Counted = {
  total: number;
  brands: { slug: string; name: string; count: number }[];
  ratings: Map<number, number>;
  colors: { color: string; count: number }[];
  /** Articles per part type with every filter but the category's: the category facet sums its children from it. */
  generics: Map<number, number>;
  discount: { all: number; yes: number };
  price: { min: number; max: number };
};

/** Every facet and the total in one pass over the facet source: one grouping set per facet that lists items. */
async function countFacets(
  db: Db,
  query: ListQuery,
  found: ListCategory,
  sizes: ScopeSizes,
): Promise<Counted> {
  const { category, children } = found;
  // Every facet but the category's has the category applied, and the category facet counts its children: no row
  // outside the category's and its children's part types counts anywhere.
  const partTypes = category
    ? [...new Set([...category.value, ...children.flatMap((child) => child.value)])]
    : null;
  const parts = facetConditions(query, category);
  const except = (skip?: Part) => {
    const kept = Object.entries(parts).flatMap(([part, condition]) => (part === skip ? [] : [condition]));
    return kept.length ? sql.join(kept, sql` and `) : sql`true`;
  };
  // The price facet's range leaves the price filter out, so with a price range (whose source holds only the articles
  // in it) it comes from the summaries, which keep each group's lowest and highest price.
  const [priceMin, priceMax] = query.price
    ? ['min(f.min_price)', 'max(f.max_price)'].map(
        (value) =>
          sql`(select ${sql.raw(value)} from catalogue_facets f where f.car_id = ${query.carId ?? 0} and ${except('price')})`,
      )
    : [
        sql`min(f.min_price) filter (where ${except('price')})`,
        sql`max(f.max_price) filter (where ${except('price')})`,
      ];
  const result = await db.execute(sql`
    with counted as (
      select grouping(f.brand_slug, f.stars, f.color, f.generic_article_id)::int as g,
        f.brand_slug as brand, f.stars, f.color, f.generic_article_id as generic,
        sum(f.articles) filter (where ${except()})::int as total,
        sum(f.articles) filter (where ${except('brand')})::int as brand_n,
        sum(f.articles) filter (where ${except('rating')} and f.reviewed)::int as rating_n,
        sum(f.articles) filter (where ${except('color')} and f.color is not null)::int as color_n,
        sum(f.articles) filter (where ${except('category')})::int as generic_n,
        sum(f.articles) filter (where ${except('discount')})::int as discount_all,
        sum(f.articles) filter (where ${except('discount')} and f.discounted)::int as discount_yes,
        ${priceMin} as price_min,
        ${priceMax} as price_max
      from ${facetSource(query, partTypes, sizes)} f
      group by grouping sets ((f.brand_slug), (f.stars), (f.color), (f.generic_article_id), ())
    )
    select counted.*, b.name as brand_name from counted left join brands b on b.slug = counted.brand
    order by counted.g, b.name, counted.color, counted.stars`);
  const rows = rowsOf<FacetRow>(result);
  const counted: Counted = {
    total: 0,
    brands: [],
    ratings: new Map(),
    colors: [],
    generics: new Map(),
    discount: { all: 0, yes: 0 },
    price: { min: 0, max: 0 },
  };
  // grouping() sets a bit per column left out (brand 8, stars 4, colour 2, part type 1): 7 = the brand set,
  // 11 = stars, 13 = colour, 14 = part type, 15 = the total.
  for (const row of rows) {
    if (row.g === 7 && row.brand && row.brand_n) {
      counted.brands.push({ slug: row.brand, name: row.brand_name ?? '', count: row.brand_n });
    } else if (row.g === 11 && row.stars !== null && row.rating_n) {
      counted.ratings.set(row.stars, row.rating_n);
    } else if (row.g === 13 && row.color !== null && row.color_n) {
      counted.colors.push({ color: row.color, count: row.color_n });
    } else if (row.g === 14 && row.generic !== null && row.generic_n) {
      counted.generics.set(row.generic, row.generic_n);
    } else if (row.g === 15) {
      counted.total = row.total ?? 0;
      counted.discount = { all: row.discount_all ?? 0, yes: row.discount_yes ?? 0 };
      counted.price = { min: row.price_min ?? 0, max: row.price_max ?? 0 };
    }
  }
  return counted;
}

/** A category's count: its part types' (each counted once, as `generic_article_id in (...)` would). */
const categoryCount = (counted: Counted, category: Category) =>
  [...new Set(category.value)].reduce((sum, generic) => sum + (counted.generics.get(generic) ?? 0), 0);

/** The sidebar's filters in the order and shape the app reads them. */
function facetList(
  query: ListQuery,
  counted: Counted,
  childList: Category[],
  vehicle: VehicleSummary | null,
): Filter[] {
  const { min, max } = counted.price;
  const { all, yes } = counted.discount;
  return [
    {
      type: 'category',
      slug: 'category',
      value: query.category ?? null,
      items: childList.map((child) => ({
        slug: child.slug,
        name: child.name[query.lang],
        count: categoryCount(counted, child),
      })),
    },
    { type: 'vehicle', slug: 'vehicle', value: query.carId ?? null, vehicle },
    { type: 'range', slug: 'price', min, max, value: query.price ?? [min, max] },
    { type: 'check', slug: 'brand', value: query.brand ?? [], items: counted.brands },
    {
      type: 'radio',
      slug: 'discount',
      value: query.discount ?? 'any',
      items: [
        { slug: 'any', name: 'any', count: all },
        { slug: 'yes', name: 'yes', count: yes },
        { slug: 'no', name: 'no', count: all - yes },
      ],
    },
    {
      type: 'rating',
      slug: 'rating',
      value: (query.rating ?? []).map(String),
      items: [5, 4, 3, 2, 1].map((n) => ({
        slug: String(n),
        name: String(n),
        count: counted.ratings.get(n) ?? 0,
      })),
    },
    {
      type: 'color',
      slug: 'color',
      value: query.color ?? [],
      items: counted.colors.map((row) => ({ slug: row.color, name: row.color, count: row.count })),
    },
  ];
}
