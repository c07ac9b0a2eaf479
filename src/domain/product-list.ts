// The state of a product list and its place in the URL: lists joined by commas,
// ranges with a dash, 1-based page. Parsing never throws: a value that does not parse is left out, so an old
// or hand-edited link still opens a list.

export const sorts = ['default', 'name_asc', 'name_desc'] as const;
export type Sort = (typeof sorts)[number];
export const discounts = ['any', 'yes', 'no'] as const;
export type Discount = (typeof discounts)[number];

/** `vehicle=all` in the URL: the user turned the garage's current vehicle off for this list. */
export const allVehicles = 'all';

export type FilterValues = {
  brand?: string[];
  color?: string[];
  rating?: number[];
  discount?: Discount;
  price?: [number, number];
  /** The vehicle filter: a catalogue carId, or `all` to ignore the garage's current vehicle. */
  vehicle?: number | typeof allVehicles;
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
const withoutEmpty = (filters: FilterValues): FilterValues =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && !value.length),
    ),
  );

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
  const vehicle = params.get('vehicle');
  const filters: FilterValues = {
    brand: slugList(params.get('brand')),
    color: slugList(params.get('color')),
    rating: ratings.length > 0 ? [...new Set(ratings)].sort() : undefined,
    discount: discounts.includes(discount as Discount) ? (discount as Discount) : undefined,
    price: price && Number(price[1]) <= Number(price[2]) ? [Number(price[1]), Number(price[2])] : undefined,
    vehicle: vehicle === allVehicles ? allVehicles : positive(vehicle),
    category: category && slugPattern.test(category) ? category : undefined,
  };
  return {
    page: positive(params.get('page')) ?? 1,
    sort: sorts.includes(sort as Sort) ? (sort as Sort) : 'default',
    filters: withoutEmpty(filters),
  };
}

function pairsOf(filters: FilterValues, vehicleMarker: boolean): [string, string][] {
  const vehicle = filters.vehicle === allVehicles && !vehicleMarker ? undefined : filters.vehicle;
  const pairs: [string, string | undefined][] = [
    ['category', filters.category],
    ['vehicle', vehicle?.toString()],
    ['price', filters.price?.join('-')],
    ['brand', filters.brand?.join(',')],
    ['discount', filters.discount],
    ['rating', filters.rating?.join(',')],
    ['color', filters.color?.join(',')],
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== undefined && pair[1] !== '');
}

/**
 * The filters as query pairs in a fixed order (also the API's names, except vehicle → carId). The `all`
 * marker is left out: to the server it means no vehicle filter.
 */
export function filterPairs(filters: FilterValues): [string, string][] {
  return pairsOf(filters, false);
}

/** The URL query of a list: only what differs from the defaults, so the plain list has a plain URL. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams(pairsOf(state.filters, true));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

// Changes to a list's filters: any change goes back to page 1 (there are no
// before/after cursors to drop: lists page by number); removing one active value keeps the filter's others;
// "Reset all" empties the filters. Pure, so the chips, the sidebar and the tests share one behaviour.

/** One active filter value as a chip shows it; `value` is the single value a chip removes. */
export type ActiveFilter =
  | { slug: 'brand' | 'color'; value: string }
  | { slug: 'rating'; value: number }
  | { slug: 'discount'; value: 'yes' | 'no' }
  | { slug: 'price'; value: [number, number] }
  | { slug: 'vehicle'; value: number };

/** The state after setting (or, with undefined, clearing) one filter: page 1, the sort kept. */
export function withFilter<K extends keyof FilterValues>(
  state: ListState,
  slug: K,
  value: FilterValues[K] | undefined,
): ListState {
  return { ...state, page: 1, filters: withoutEmpty({ ...state.filters, [slug]: value }) };
}

/** Turns one value of a list filter on or off (brand, colour, rating). */
export function toggleFilterValue(state: ListState, slug: 'brand' | 'color', value: string): ListState;
export function toggleFilterValue(state: ListState, slug: 'rating', value: number): ListState;
export function toggleFilterValue(
  state: ListState,
  slug: 'brand' | 'color' | 'rating',
  value: string | number,
) {
  const current: (string | number)[] = state.filters[slug] ?? [];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return withFilter(
    state,
    slug,
    (slug === 'rating' ? (next as number[]).sort() : next) as FilterValues[typeof slug],
  );
}

/**
 * Removes one active value. Lists keep their other values (brand bosch,ate − bosch → ate); the vehicle
 * becomes `all`, so the garage's current vehicle is not put back in its place.
 */
export function removeFilterValue(state: ListState, active: ActiveFilter): ListState {
  switch (active.slug) {
    case 'brand':
    case 'color':
      return withFilter(
        state,
        active.slug,
        state.filters[active.slug]?.filter((item) => item !== active.value),
      );
    case 'rating':
      return withFilter(
        state,
        'rating',
        state.filters.rating?.filter((item) => item !== active.value),
      );
    case 'vehicle':
      return withFilter(state, 'vehicle', allVehicles);
    default:
      return withFilter(state, active.slug, undefined);
  }
}

/**
 * Reset all: no product filters (price, brand, discount, rating, colour), page 1, the sort kept. A category
 * given in the query stays (it is the page, not a filter), and so does the vehicle choice — a carId, `all`, or
 * none (the garage's current vehicle): it has its own chip and its own switch, and "Reset all" must not bring
 * back a vehicle the user just turned off.
 */
export function resetFilters(state: ListState): ListState {
  const { category, vehicle } = state.filters;
  return { ...state, page: 1, filters: withoutEmpty({ category, vehicle }) };
}

/** The chips, in the order of the sidebar; `vehicle` is the carId in effect (URL or garage). */
export function activeFilters(filters: FilterValues, vehicle?: number): ActiveFilter[] {
  return [
    ...(vehicle !== undefined ? [{ slug: 'vehicle' as const, value: vehicle }] : []),
    ...(filters.price ? [{ slug: 'price' as const, value: filters.price }] : []),
    ...(filters.brand ?? []).map((value) => ({ slug: 'brand' as const, value })),
    ...(filters.discount && filters.discount !== 'any'
      ? [{ slug: 'discount' as const, value: filters.discount }]
      : []),
    ...(filters.rating ?? []).map((value) => ({ slug: 'rating' as const, value })),
    ...(filters.color ?? []).map((value) => ({ slug: 'color' as const, value })),
  ];
}

/**
 * The vehicle the list is filtered by: the one in the URL, else the garage's current one, unless the URL
 * says `all`. `fromGarage` tells the chip it came from "my vehicle".
 */
export function vehicleInEffect(
  filters: FilterValues,
  garageVehicle: number | null,
): { carId: number | undefined; fromGarage: boolean } {
  if (typeof filters.vehicle === 'number') return { carId: filters.vehicle, fromGarage: false };
  if (filters.vehicle === allVehicles || garageVehicle === null)
    return { carId: undefined, fromGarage: false };
  return { carId: garageVehicle, fromGarage: true };
}

/** A typed price range made valid: whole numbers within the available min–max, low before high. */
export function clampRange(low: number, high: number, min: number, max: number): [number, number] {
  const clamp = (n: number, fallback: number) =>
    Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
  const a = clamp(low, min);
  const b = clamp(high, max);
  return a <= b ? [a, b] : [b, a];
}
