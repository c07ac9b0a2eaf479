import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ListState, listSearch, parseListSearch, sorts } from './product-list';

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
      vehicle: fc.integer({ min: 1, max: 10_000_000 }),
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
