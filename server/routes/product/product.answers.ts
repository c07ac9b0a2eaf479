// The answers of /api/product and /api/images, as the API document shows them.
import * as v from 'valibot';
import { ValidateAnswerSchema } from '../../../src/domain/checkout-schemas';
import { ProductDetailSchema, ProductSummarySchema } from '../../../src/domain/product';

const stock = v.picklist(['in-stock', 'out-of-stock', 'on-backorder']);

export const OneProduct = v.object({ product: ProductDetailSchema });
export const Validated = ValidateAnswerSchema;
/** Each number normalised, how the articles have it, and the articles (at most 10). */
export const ByNumbers = v.object({
  numbers: v.array(
    v.object({
      number: v.string(),
      by: v.nullable(v.picklist(['article', 'oe'])),
      articles: v.array(ProductSummarySchema),
    }),
  ),
});
export const ArticleStock = v.object({
  stock: v.object({
    articleId: v.number(),
    stock,
    stockCount: v.number(),
    held: v.number(),
    changes: v.array(
      v.object({
        at: v.string(),
        by: v.nullable(v.string()),
        fromStock: stock,
        toStock: stock,
        fromCount: v.number(),
        toCount: v.number(),
      }),
    ),
  }),
});
