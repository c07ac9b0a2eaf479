// The answers of /api/lists, as the API document shows them.
import * as v from 'valibot';
import { ProductSummarySchema } from '../../../src/domain/product';

export const SavedItem = v.object({
  articleId: v.number(),
  /** When it was put on the list (ISO 8601). */
  addedAt: v.string(),
  product: ProductSummarySchema,
});

export const Lists = v.object({ wishlist: v.array(SavedItem), compare: v.array(SavedItem) });
export const OneItem = v.object({ item: SavedItem });
