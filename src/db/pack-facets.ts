// A pack's list filters and facets, counted as the server counts them (server/services/catalogue/listing-facets.ts):
// each facet with every filter applied but its own, in one pass over the pack's columns; then the sidebar's filters
// in the server's shape and order.
import type { Filter, ProductListRequest } from '../api/products';
import type { CategoryItem } from '../domain/catalog';
import type { FilterValues } from '../domain/product-list';
import type { PackColumns } from './pack-columns';
import { allLines } from './pack-lines';

export type Counted = {
  brands: Map<string, number>;
  /** Reviewed parts per rounded rating. */
  ratings: Map<number, number>;
  colors: Map<string, number>;
  /** Parts per part type with every filter but the category's. */
  generics: Map<number, number>;
  discount: { all: number; yes: number };
  price: { min: number; max: number } | null;
};

const setOf = <T>(values: readonly T[] | undefined) => (values?.length ? new Set(values) : null);
const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

// Which filter a part fails, as a bit each: a part failing one filter still counts in that filter's facet.
const CATEGORY = 1;
const PRICE = 2;
const BRAND = 4;
const DISCOUNT = 8;
const RATING = 16;
const COLOR = 32;

/** The rows matching every filter, in pack order, and the facets' counts. */
export function matchesOf(
  columns: PackColumns,
  filters: FilterValues,
  category: CategoryItem | undefined,
): { rows: number[]; counted: Counted } {
  const generics = category ? new Set(category.value) : null;
  const brands = setOf(filters.brand);
  const ratings = setOf(filters.rating);
  const colors = setOf(filters.color);
  const [low, high] = filters.price ?? [-Infinity, Infinity];
  const discount = filters.discount ?? 'any';
  const counted: Counted = {
    brands: new Map(),
    ratings: new Map(),
    colors: new Map(),
    generics: new Map(),
    discount: { all: 0, yes: 0 },
    price: null,
  };
  const rows: number[] = [];
  const brandOf = allLines(columns.brands);
  const colorOf = allLines(columns.colors);
  for (let i = 0; i < columns.count; i++) {
    const generic = columns.generics[i] as number;
    const price = columns.prices[i] as number;
    const brand = brandOf[i] as string;
    const offer = columns.offers[i] === 1;
    const stars = columns.stars[i] as number;
    const color = colorOf[i] as string;
    let failed = 0;
    if (generics && !generics.has(generic)) failed |= CATEGORY;
    if (price < low || price > high) failed |= PRICE;
    if (brands && !brands.has(brand)) failed |= BRAND;
    if ((discount === 'yes' && !offer) || (discount === 'no' && offer)) failed |= DISCOUNT;
    if (ratings && !ratings.has(stars)) failed |= RATING;
    if (colors && !colors.has(color)) failed |= COLOR;
    // Failing two filters, a part counts nowhere.
    if (failed & (failed - 1)) continue;
    if (failed === 0) rows.push(i);
    if ((failed === 0 || failed === BRAND) && brand) add(counted.brands, brand);
    if ((failed === 0 || failed === RATING) && (columns.reviews[i] as number) > 0)
      add(counted.ratings, stars);
    if ((failed === 0 || failed === COLOR) && color) add(counted.colors, color);
    if (failed === 0 || failed === CATEGORY) add(counted.generics, generic);
    if (failed === 0 || failed === DISCOUNT) {
      counted.discount.all++;
      if (offer) counted.discount.yes++;
    }
    if (failed === 0 || failed === PRICE) {
      const range = counted.price;
      if (!range) counted.price = { min: price, max: price };
      else {
        range.min = Math.min(range.min, price);
        range.max = Math.max(range.max, price);
      }
    }
  }
  return { rows, counted };
}

// PostgreSQL's order for the brand and colour facets (the server's database sorts text by code point).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sidebar's filters in the order and shape the server's facetList gives them. */
export function listFacets(
  request: ProductListRequest,
  counted: Counted,
  children: CategoryItem[],
  columns: Pick<PackColumns, 'pack' | 'brandNames'>,
): Filter[] {
  const { pack, brandNames } = columns;
  const { filters } = request;
  const { min, max } = counted.price ?? { min: 0, max: 0 };
  const { all, yes } = counted.discount;
  const brandName = (slug: string) => brandNames.get(slug) ?? slug;
  return [
    {
      type: 'category',
      slug: 'category',
      value: filters.category ?? null,
      items: children.map((child) => ({
        slug: child.slug,
        name: child.name,
        count: [...new Set(child.value)].reduce(
          (sum, generic) => sum + (counted.generics.get(generic) ?? 0),
          0,
        ),
      })),
    },
    {
      type: 'vehicle',
      slug: 'vehicle',
      value: pack.carId,
      vehicle: { carId: pack.carId, ...pack.vehicle },
    },
    { type: 'range', slug: 'price', min, max, value: filters.price ?? [min, max] },
    {
      type: 'check',
      slug: 'brand',
      value: filters.brand ?? [],
      items: [...counted.brands]
        .map(([slug, count]) => ({ slug, name: brandName(slug), count }))
        .sort((a, b) => byText(a.name, b.name)),
    },
    {
      type: 'radio',
      slug: 'discount',
      value: filters.discount ?? 'any',
      items: [
        { slug: 'any', name: 'any', count: all },
        { slug: 'yes', name: 'yes', count: yes },
        { slug: 'no', name: 'no', count: all - yes },
      ],
    },
    {
      type: 'rating',
      slug: 'rating',
      value: (filters.rating ?? []).map(String),
      items: [5, 4, 3, 2, 1].map((n) => ({
        slug: String(n),
        name: String(n),
        count: counted.ratings.get(n) ?? 0,
      })),
    },
    {
      type: 'color',
      slug: 'color',
      value: filters.color ?? [],
      items: [...counted.colors]
        .sort(([a], [b]) => byText(a, b))
        .map(([color, count]) => ({ slug: color, name: color, count })),
    },
  ];
}

const nameOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The matching rows in the list's order: most reviews first (the server's default), or by name. */
export function ordered(columns: PackColumns, rows: number[], sort: ProductListRequest['sort']): number[] {
  const { ids, reviews } = columns;
  const names = sort === 'default' ? [] : allLines(columns.names);
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  if (sort === 'name_asc')
    return rows.sort((a, b) => nameOrder(names[a] as string, names[b] as string) || byId(a, b));
  if (sort === 'name_desc')
    return rows.sort((a, b) => nameOrder(names[b] as string, names[a] as string) || byId(a, b));
  return rows.sort((a, b) => (reviews[b] as number) - (reviews[a] as number) || byId(a, b));
}
