// An article's stock as the admin's stock page reads it (GET and PUT /api/product/admin/stock): the units on the
// shelf, their status, what waiting orders hold and staff's last changes.
import * as v from 'valibot';

export const stockStatuses = ['in-stock', 'out-of-stock', 'on-backorder'] as const;

const StockChangeSchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  fromStock: v.picklist(stockStatuses),
  toStock: v.picklist(stockStatuses),
  fromCount: v.number(),
  toCount: v.number(),
});

export const ArticleStockSchema = v.object({
  articleId: v.number(),
  stock: v.picklist(stockStatuses),
  stockCount: v.number(),
  held: v.number(),
  changes: v.array(StockChangeSchema),
});
export type ArticleStock = v.InferOutput<typeof ArticleStockSchema>;

export const ArticleStockAnswer = v.object({ stock: ArticleStockSchema });
