import { describe, expect, it } from 'vitest';
import type { Review } from '../../domain/product';
import { reviewPage, reviewsPerPage } from './reviews';

const reviews: Review[] = Array.from({ length: 19 }, (_, i) => ({
  id: i + 1,
  date: '2025-01-01',
  author: `A${i + 1}`,
  avatar: null,
  rating: 5,
  content: '',
}));
const ids = (page: number) => reviewPage(reviews, page).items.map((review) => review.id);

describe('reviewPage', () => {
  it('shows 8 a page, 1-based', () => {
    expect(reviewsPerPage).toBe(8);
    expect(ids(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(3)).toEqual([17, 18, 19]);
    expect(reviewPage(reviews, 2)).toMatchObject({ page: 2, pages: 3 });
  });

  it('clamps a page that does not exist', () => {
    expect(reviewPage(reviews, 9).page).toBe(3);
    expect(reviewPage(reviews, 0).page).toBe(1);
    expect(reviewPage(reviews, Number.NaN).page).toBe(1);
    expect(reviewPage([], 2)).toEqual({ page: 1, pages: 1, items: [] });
  });
});
