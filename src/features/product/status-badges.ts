import type { ProductSummary } from '../../domain/product';

/** Status badges (demo product badges sale/new/hot) and what their tooltips tell. */
export type StatusBadgeInfo =
  | { kind: 'sale'; percent: number; saving: number }
  | { kind: 'hot'; rating: number; reviews: number }
  | { kind: 'new' };

/** "Hot" means well liked by enough buyers to count. */
export const hotRating = 4.5;
export const hotReviews = 5;

export function statusBadges(
  product: Pick<ProductSummary, 'price' | 'discount' | 'rating' | 'reviews' | 'tags'>,
) {
  const badges: StatusBadgeInfo[] = [];
  if (product.discount !== null && product.discount < product.price) {
    const saving = product.price - product.discount;
    // Floor, so the badge never promises more than the real saving.
    badges.push({ kind: 'sale', saving, percent: Math.floor((saving / product.price) * 100) });
  }
  if (product.tags.includes('new')) badges.push({ kind: 'new' });
  if (product.rating >= hotRating && product.reviews >= hotReviews)
    badges.push({ kind: 'hot', rating: product.rating, reviews: product.reviews });
  return badges;
}
