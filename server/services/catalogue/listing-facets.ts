// A product list's facets and total in one pass (GROUPING SETS) over the facet summaries (facet-summaries.ts) or,
// with a price range, over the articles in the range; then the sidebar's filters in the shape the app reads.
import { type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client';
import { articles, articleVehicles, brands, catalogueFacets } from '../../db/schema';
import type { Category, ListCategory, ScopeSizes } from './listing-scope';
import type { Filter, ListQuery, VehicleSummary } from './types';

type Part = 'category' | 'price' | 'brand' | 'discount' | 'rating' | 'color';

/** Up to what share of the catalogue a vehicle's articles are read by id for price-range facets (else hash-joined). */
const BY_ID_SHARE = 1 / 20;

// The names the queries give the tables they read; every column is named through the schema.
const a = alias(articles, 'a');
const f = alias(catalogueFacets, 'f');
const b = alias(brands, 'b');
const linked = alias(articleVehicles, 'linked');

/** A column of the facet source named as the summary's column it stands for. */
const as = (column: PgColumn) => sql.identifier(column.name);

/**
 * The rows facets are summed from, with the summary's columns: the vehicle's (or the catalogue's, car 0) summary
 * rows, or — with a price range — one row per article in the range. A vehicle's articles are then read by id when
 * they are few; when they are many and no category narrows them, its links are hash-joined with the catalogue's
 * covering index, which PostgreSQL does not always choose by itself (a million articles: 189 parts 106 → 14 ms,
 * 269,940 parts 319 → 241 ms).
 */
function facetSource(query: ListQuery, partTypes: number[] | null, sizes: ScopeSizes): SQL {
  if (!query.price) {
    return sql`(select * from ${catalogueFacets} where ${catalogueFacets.carId} = ${query.carId ?? 0})`;
  }
  const price = sql`coalesce(${a.discount}, ${a.price})`;
  const where: SQL[] = [sql`${price} between ${query.price[0]} and ${query.price[1]}`];
  if (partTypes) where.push(sql`${a.genericArticleId} = any(${ints(partTypes)})`);
  const links = sql`select ${articleVehicles.articleId} from ${articleVehicles} where ${articleVehicles.carId} = ${query.carId}`;
  const byId = query.carId && sizes.vehicle <= sizes.catalogue * BY_ID_SHARE;
  // With a category the planner starts from its part types and looks each article's link up, which it does well.
  const joined = query.carId && !byId && !partTypes;
  if (byId) where.push(sql`${a.articleId} = any(array(${links}))`);
  else if (query.carId && !joined) where.push(sql`${a.articleId} in (${links})`);
  return sql`(${joined ? sql`with ${linked} as materialized (${links})` : sql``}
    select ${a.genericArticleId} as ${as(catalogueFacets.genericArticleId)},
      ${a.brandSlug} as ${as(catalogueFacets.brandSlug)}, round(${a.rating})::int as ${as(catalogueFacets.stars)},
      ${a.reviewCount} > 0 as ${as(catalogueFacets.reviewed)}, ${a.color} as ${as(catalogueFacets.color)},
      ${a.discount} is not null as ${as(catalogueFacets.discounted)}, 1 as ${as(catalogueFacets.articles)},
      ${price} as ${as(catalogueFacets.minPrice)}, ${price} as ${as(catalogueFacets.maxPrice)}
    from ${articles} ${a} ${joined ? sql`join ${linked} on ${linked.articleId} = ${a.articleId}` : sql``}
    where ${sql.join(where, sql` and `)})`;
}

const ints = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
const texts = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** Each filter as a condition on a summary row (f). */
function facetConditions(query: ListQuery, category: Category | undefined): Partial<Record<Part, SQL>> {
  const parts: Partial<Record<Part, SQL>> = {};
  if (category) parts.category = sql`${f.genericArticleId} = any(${ints(category.value)})`;
  if (query.price) parts.price = sql`${f.minPrice} between ${query.price[0]} and ${query.price[1]}`;
  if (query.brand?.length) parts.brand = sql`${f.brandSlug} = any(${texts(query.brand)})`;
  if (query.discount === 'yes') parts.discount = sql`${f.discounted}`;
  if (query.discount === 'no') parts.discount = sql`not ${f.discounted}`;
  if (query.rating?.length) parts.rating = sql`${f.stars} = any(${ints(query.rating)})`;
  if (query.color?.length) parts.color = sql`${f.color} = any(${texts(query.color)})`;
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

export type Counted = {
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
export async function countFacets(
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
    ? [sql`min(${f.minPrice})`, sql`max(${f.maxPrice})`].map(
        (value) =>
          sql`(select ${value} from ${catalogueFacets} ${f} where ${f.carId} = ${query.carId ?? 0} and ${except('price')})`,
      )
    : [
        sql`min(${f.minPrice}) filter (where ${except('price')})`,
        sql`max(${f.maxPrice}) filter (where ${except('price')})`,
      ];
  const result = await db.execute(sql`
    with counted as (
      select grouping(${f.brandSlug}, ${f.stars}, ${f.color}, ${f.genericArticleId})::int as g,
        ${f.brandSlug} as brand, ${f.stars}, ${f.color}, ${f.genericArticleId} as generic,
        sum(${f.articles}) filter (where ${except()})::int as total,
        sum(${f.articles}) filter (where ${except('brand')})::int as brand_n,
        sum(${f.articles}) filter (where ${except('rating')} and ${f.reviewed})::int as rating_n,
        sum(${f.articles}) filter (where ${except('color')} and ${f.color} is not null)::int as color_n,
        sum(${f.articles}) filter (where ${except('category')})::int as generic_n,
        sum(${f.articles}) filter (where ${except('discount')})::int as discount_all,
        sum(${f.articles}) filter (where ${except('discount')} and ${f.discounted})::int as discount_yes,
        ${priceMin} as price_min,
        ${priceMax} as price_max
      from ${facetSource(query, partTypes, sizes)} ${f}
      group by grouping sets ((${f.brandSlug}), (${f.stars}), (${f.color}), (${f.genericArticleId}), ())
    )
    select counted.*, ${b.name} as brand_name from counted left join ${brands} ${b} on ${b.slug} = counted.brand
    order by counted.g, ${b.name}, counted.color, counted.stars`);
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
export function facetList(
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
