// Product listing with the shop's filters (category, vehicle, price, brand, discount, rating, colour) and the
// facets the sidebar is built from. Each facet counts with every filter applied except its own.
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleVehicles, brands, categories } from '../../db/schema';
import { defaultOrder, nameColumn, pageOfProducts } from './products';
import type { Filter, ListQuery, Paging, Product, VehicleSummary } from './types';

type Part = 'category' | 'vehicle' | 'price' | 'brand' | 'discount' | 'rating' | 'color';
const effectivePrice = sql<number>`coalesce(${articles.discount}, ${articles.price})`;
const stars = sql<number>`round(${articles.rating})::int`;

export type Listing = Paging<Product> & { filters: Filter[] };

/** null when the category slug or vehicle is unknown (the route answers 404). */
export async function listProducts(
  db: Db,
  query: ListQuery,
  vehicleOf: (carId: number) => Promise<VehicleSummary | null>,
  cacheFacets: (key: string, load: () => Promise<Filter[]>) => Promise<Filter[]> = (_key, load) => load(),
): Promise<Listing | null> {
  const category = query.category
    ? (await db.select().from(categories).where(eq(categories.slug, query.category)))[0]
    : undefined;
  if (query.category && !category) return null;
  const vehicle = query.carId ? await vehicleOf(query.carId) : null;
  if (query.carId && !vehicle) return null;

  const parts: Partial<Record<Part, SQL>> = {};
  if (category) parts.category = inArray(articles.genericArticleId, category.value);
  if (query.carId) {
    // An id list from the (car_id, article_id) index, then a hash semi-join: far cheaper than probing the
    // link table once per article.
    parts.vehicle = inArray(
      articles.articleId,
      db
        .select({ id: articleVehicles.articleId })
        .from(articleVehicles)
        .where(eq(articleVehicles.carId, query.carId)),
    );
  }
  if (query.price) parts.price = sql`${effectivePrice} between ${query.price[0]} and ${query.price[1]}`;
  if (query.brand?.length) parts.brand = inArray(articles.brandSlug, query.brand);
  if (query.discount === 'yes') parts.discount = isNotNull(articles.discount);
  if (query.discount === 'no') parts.discount = isNull(articles.discount);
  if (query.rating?.length) parts.rating = inArray(stars, query.rating);
  if (query.color?.length) parts.color = inArray(articles.color, query.color);
  const except = (skip?: Part) => and(...Object.entries(parts).flatMap(([k, v]) => (k === skip ? [] : [v])));

  const name = nameColumn(query.lang);
  const order =
    query.sort === 'name_asc'
      ? [asc(name), asc(articles.articleId)]
      : query.sort === 'name_desc'
        ? [desc(name), asc(articles.articleId)]
        : defaultOrder;

  const facetKey = JSON.stringify({ ...query, page: undefined, perPage: undefined, sort: undefined });
  const [page, filters] = await Promise.all([
    pageOfProducts(db, {
      where: except(),
      order,
      lang: query.lang,
      page: query.page,
      perPage: query.perPage,
    }),
    cacheFacets(facetKey, () => facets(db, query, { except, categoryId: category?.id ?? null, vehicle })),
  ]);
  return { ...page, filters };
}

type FacetContext = {
  except: (skip?: Part) => SQL | undefined;
  categoryId: number | null;
  vehicle: VehicleSummary | null;
};

/** The sidebar's filters with their counts; they do not depend on the page or the sort. */
async function facets(
  db: Db,
  query: ListQuery,
  { except, categoryId, vehicle }: FacetContext,
): Promise<Filter[]> {
  const [brandRows, priceRows, discountRows, ratingRows, colorRows, categoryItems] = await Promise.all([
    db
      .select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)::int` })
      .from(articles)
      .innerJoin(brands, eq(brands.slug, articles.brandSlug))
      .where(except('brand'))
      .groupBy(brands.slug, brands.name)
      .orderBy(asc(brands.name)),
    db
      .select({
        min: sql<number | null>`min(${effectivePrice})`,
        max: sql<number | null>`max(${effectivePrice})`,
      })
      .from(articles)
      .where(except('price')),
    db
      .select({
        yes: sql<number>`count(*) filter (where ${articles.discount} is not null)::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(articles)
      .where(except('discount')),
    db
      .select({ stars, count: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(except('rating'), sql`${articles.reviewCount} > 0`))
      .groupBy(stars),
    db
      .select({ color: articles.color, count: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(except('color'), isNotNull(articles.color)))
      .groupBy(articles.color)
      .orderBy(asc(articles.color)),
    categoryFacet(db, query, categoryId, except('category')),
  ]);

  const bounds = priceRows[0];
  const min = bounds?.min ?? 0;
  const max = bounds?.max ?? 0;
  const counts = discountRows[0] ?? { yes: 0, all: 0 };
  const filters: Filter[] = [
    { type: 'category', slug: 'category', value: query.category ?? null, items: categoryItems },
    { type: 'vehicle', slug: 'vehicle', value: query.carId ?? null, vehicle },
    { type: 'range', slug: 'price', min, max, value: query.price ?? [min, max] },
    {
      type: 'check',
      slug: 'brand',
      value: query.brand ?? [],
      items: brandRows.map((row) => ({ slug: row.slug, name: row.name, count: row.count })),
    },
    {
      type: 'radio',
      slug: 'discount',
      value: query.discount ?? 'any',
      items: [
        { slug: 'any', name: 'any', count: counts.all },
        { slug: 'yes', name: 'yes', count: counts.yes },
        { slug: 'no', name: 'no', count: counts.all - counts.yes },
      ],
    },
    {
      type: 'rating',
      slug: 'rating',
      value: (query.rating ?? []).map(String),
      items: [5, 4, 3, 2, 1].map((n) => ({
        slug: String(n),
        name: String(n),
        count: ratingRows.find((row) => row.stars === n)?.count ?? 0,
      })),
    },
    {
      type: 'color',
      slug: 'color',
      value: query.color ?? [],
      items: colorRows.map((row) => ({ slug: row.color ?? '', name: row.color ?? '', count: row.count })),
    },
  ];
  return filters;
}

/** The items one level below the chosen category (or the top level), each with its number of parts. */
async function categoryFacet(db: Db, query: ListQuery, parentId: number | null, where: SQL | undefined) {
  const children = await db
    .select()
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position));
  if (children.length === 0) return [];
  const counted = await db
    .select(
      Object.fromEntries(
        children.map((child, i) => [
          `c${i}`,
          sql<number>`count(*) filter (where ${inArray(articles.genericArticleId, child.value.length ? child.value : [-1])})::int`,
        ]),
      ),
    )
    .from(articles)
    .where(where);
  const row = (counted[0] ?? {}) as Record<string, number>;
  return children.map((child, i) => ({
    slug: child.slug,
    name: child.name[query.lang],
    count: row[`c${i}`] ?? 0,
  }));
}
