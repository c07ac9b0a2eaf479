// The state of a product list (spec §4 "Shop filters") and its place in the URL: lists joined by commas,
// ranges with a dash, 1-based page. Parsing never throws: a value that does not parse is left out, so an old
// or hand-edited link still opens a list.

export const sorts = ['default', 'name_asc', 'name_desc'] as const;
export type Sort = (typeof sorts)[number];
export const discounts = ['any', 'yes', 'no'] as const;
export type Discount = (typeof discounts)[number];

export type FilterValues = {
  brand?: string[];
  color?: string[];
  rating?: number[];
  discount?: Discount;
  price?: [number, number];
  /** The vehicle filter: a catalogue carId. */
  vehicle?: number;
  /** Only on /catalog/products; a category page takes its category from the path. */
  category?: string;
};

export type ListState = { page: number; sort: Sort; filters: FilterValues };

export const defaultPerPage = 16;

const slugPattern = /^[a-z0-9-]{1,80}$/;
const slugList = (raw: string | null) => {
  const items = (raw ?? '').split(',').filter((item) => slugPattern.test(item));
  return items.length > 0 ? [...new Set(items)] : undefined;
};
const positive = (raw: string | null) => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
};

export function parseListSearch(search: string): ListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const discount = params.get('discount');
  const ratings = (params.get('rating') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 5);
  const price = /^(\d{1,7})-(\d{1,7})$/.exec(params.get('price') ?? '');
  const category = params.get('category');
  const filters: FilterValues = {
    brand: slugList(params.get('brand')),
    color: slugList(params.get('color')),
    rating: ratings.length > 0 ? [...new Set(ratings)].sort() : undefined,
    discount: discounts.includes(discount as Discount) ? (discount as Discount) : undefined,
    price: price && Number(price[1]) <= Number(price[2]) ? [Number(price[1]), Number(price[2])] : undefined,
    vehicle: positive(params.get('vehicle')),
    category: category && slugPattern.test(category) ? category : undefined,
  };
  return {
    page: positive(params.get('page')) ?? 1,
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : 'default',
    filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  };
}

/** The filters as query pairs in a fixed order (also the API's names, except vehicle → carId). */
export function filterPairs(filters: FilterValues): [string, string][] {
  const pairs: [string, string | undefined][] = [
    ['category', filters.category],
    ['vehicle', filters.vehicle?.toString()],
    ['price', filters.price?.join('-')],
    ['brand', filters.brand?.join(',')],
    ['discount', filters.discount],
    ['rating', filters.rating?.join(',')],
    ['color', filters.color?.join(',')],
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '');
}

/** The URL query of a list: only what differs from the defaults, so the plain list has a plain URL. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams(filterPairs(state.filters));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
