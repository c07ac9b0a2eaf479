import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clampRange,
  filterPairs,
  type ListState,
  listSearch,
  parseListSearch,
  removeFilterValue,
  resetFilters,
  sorts,
  toggleFilterValue,
  vehicleInEffect,
  withFilter,
} from './product-list';

const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const sortedUnique = <T>(items: T[]) => [...new Set(items)].sort();
const state: fc.Arbitrary<ListState> = fc.record({
  page: fc.integer({ min: 1, max: 500 }),
  sort: fc.constantFrom(...sorts),
  filters: fc.record(
    {
      brand: fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }),
      color: fc.uniqueArray(slug, { minLength: 1, maxLength: 3 }),
      rating: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1 }).map(sortedUnique),
      discount: fc.constantFrom('any' as const, 'yes' as const, 'no' as const),
      price: fc
        .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number]),
      vehicle: fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constant('all' as const)),
      category: slug,
    },
    { requiredKeys: [] },
  ),
});

describe('product list URL', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseListSearch(listSearch(s))).toEqual(s);
      }),
    );
  });

  it('joins lists with commas and ranges with a dash', () => {
    expect(
      listSearch({ page: 2, sort: 'name_asc', filters: { brand: ['bosch', 'ate'], price: [100, 900] } }),
    ).toBe('?price=100-900&brand=bosch%2Cate&sort=name_asc&page=2');
  });

  it('leaves the defaults out of the URL', () => {
    expect(listSearch({ page: 1, sort: 'default', filters: {} })).toBe('');
  });

  it('drops what does not parse instead of failing', () => {
    expect(parseListSearch('?page=0&sort=cheap&price=9-1&rating=7,4&brand=BOSCH!,ate&vehicle=x')).toEqual({
      page: 1,
      sort: 'default',
      filters: { rating: [4], brand: ['ate'] },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        parseListSearch(raw);
      }),
    );
  });
});

describe('the vehicle marker', () => {
  it('keeps vehicle=all in the URL but never sends it to the server', () => {
    const state: ListState = { page: 1, sort: 'default', filters: { vehicle: 'all', brand: ['ate'] } };
    expect(listSearch(state)).toBe('?vehicle=all&brand=ate');
    expect(parseListSearch('?vehicle=all&brand=ate')).toEqual(state);
    expect(filterPairs(state.filters)).toEqual([['brand', 'ate']]);
    expect(filterPairs({ vehicle: 4711 })).toEqual([['vehicle', '4711']]);
  });

  it('applies the garage vehicle only when the URL names none', () => {
    expect(vehicleInEffect({}, 12)).toEqual({ carId: 12, fromGarage: true });
    expect(vehicleInEffect({ vehicle: 99 }, 12)).toEqual({ carId: 99, fromGarage: false });
    expect(vehicleInEffect({ vehicle: 'all' }, 12)).toEqual({ carId: undefined, fromGarage: false });
    expect(vehicleInEffect({}, null)).toEqual({ carId: undefined, fromGarage: false });
  });
});

describe('changing filters', () => {
  const on: ListState = {
    page: 3,
    sort: 'name_desc',
    filters: {
      brand: ['bosch', 'ate'],
      rating: [4, 5],
      price: [100, 900],
      discount: 'yes',
      color: ['black'],
    },
  };

  it('goes back to page 1 on any change and keeps the sort', () => {
    for (const next of [
      withFilter(on, 'discount', 'no'),
      toggleFilterValue(on, 'brand', 'febi'),
      toggleFilterValue(on, 'rating', 3),
      removeFilterValue(on, { slug: 'price', value: [100, 900] }),
      resetFilters(on),
    ]) {
      expect(next.page).toBe(1);
      expect(next.sort).toBe('name_desc');
    }
  });

  it("removing one chip leaves the filter's other values", () => {
    expect(removeFilterValue(on, { slug: 'brand', value: 'bosch' }).filters.brand).toEqual(['ate']);
    expect(removeFilterValue(on, { slug: 'rating', value: 5 }).filters.rating).toEqual([4]);
    const noColour = removeFilterValue(on, { slug: 'color', value: 'black' });
    expect(noColour.filters).not.toHaveProperty('color');
    expect(listSearch(noColour)).toBe(
      '?price=100-900&brand=bosch%2Cate&discount=yes&rating=4%2C5&sort=name_desc',
    );
  });

  it('removing the vehicle turns the garage vehicle off rather than letting it come back', () => {
    expect(
      removeFilterValue({ page: 2, sort: 'default', filters: {} }, { slug: 'vehicle', value: 7 }),
    ).toEqual({
      page: 1,
      sort: 'default',
      filters: { vehicle: 'all' },
    });
  });

  it('toggles list values on and off, ratings kept in order', () => {
    expect(toggleFilterValue(on, 'brand', 'ate').filters.brand).toEqual(['bosch']);
    expect(toggleFilterValue(on, 'rating', 1).filters.rating).toEqual([1, 4, 5]);
    expect(toggleFilterValue(on, 'rating', 4).filters.rating).toEqual([5]);
  });

  it('reset all empties the filters but keeps the category of the page and the vehicle choice', () => {
    expect(resetFilters(on)).toEqual({ page: 1, sort: 'name_desc', filters: {} });
    expect(resetFilters({ ...on, filters: { ...on.filters, category: 'olje' } }).filters).toEqual({
      category: 'olje',
    });
    expect(resetFilters({ ...on, filters: { ...on.filters, vehicle: 'all' } }).filters).toEqual({
      vehicle: 'all',
    });
    expect(resetFilters({ ...on, filters: { ...on.filters, vehicle: 10133 } }).filters).toEqual({
      vehicle: 10133,
    });
  });

  it('lists the active values as chips, "any" discount not counting', () => {
    expect(activeFilters({ ...on.filters, discount: 'any' }, 42)).toEqual([
      { slug: 'vehicle', value: 42 },
      { slug: 'price', value: [100, 900] },
      { slug: 'brand', value: 'bosch' },
      { slug: 'brand', value: 'ate' },
      { slug: 'rating', value: 4 },
      { slug: 'rating', value: 5 },
      { slug: 'color', value: 'black' },
    ]);
    expect(activeFilters({ vehicle: 'all' })).toEqual([]);
  });
});

describe('clampRange', () => {
  it('keeps a typed range within what is available, low before high, whole kroner', () => {
    expect(clampRange(50, 2_000, 99, 1_290)).toEqual([99, 1_290]);
    expect(clampRange(900, 300.4, 99, 1_290)).toEqual([300, 900]);
    expect(clampRange(Number.NaN, 500, 99, 1_290)).toEqual([99, 500]);
  });
});
