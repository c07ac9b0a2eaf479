import { describe, expect, it } from 'vitest';
import { statusBadges } from './status-badges';

const product = { price: 1000, discount: null, rating: 0, reviews: 0, tags: [] as string[] };

describe('statusBadges', () => {
  it('marks a sale only when the discount is below the price, with the saving rounded down', () => {
    expect(statusBadges({ ...product, discount: 749 })).toEqual([{ kind: 'sale', saving: 251, percent: 25 }]);
    expect(statusBadges({ ...product, discount: 1000 })).toEqual([]);
  });

  it('marks hot only with a high rating from enough reviews', () => {
    expect(statusBadges({ ...product, rating: 4.6, reviews: 5 })).toEqual([
      { kind: 'hot', rating: 4.6, reviews: 5 },
    ]);
    expect(statusBadges({ ...product, rating: 5, reviews: 4 })).toEqual([]);
    expect(statusBadges({ ...product, rating: 4.4, reviews: 20 })).toEqual([]);
  });

  it('marks new from the tag, in the order sale, new, hot', () => {
    const all = statusBadges({ ...product, discount: 900, tags: ['new'], rating: 4.8, reviews: 9 });
    expect(all.map((badge) => badge.kind)).toEqual(['sale', 'new', 'hot']);
  });
});
