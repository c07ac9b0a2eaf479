// The admin's stock calls: GET /product/admin/stock?articleId (the units on the shelf, their status, what waiting
// orders hold and staff's last changes) and PUT /product/admin/stock { articleId, stockCount }. Both carry the ADMIN's
// token, so the service worker neither keeps nor answers them; offline they fail with ApiError NETWORK. A change also
// drops the service worker's kept product page of that article, so the shop shows the new stock on its next read.
import { type ArticleStock, ArticleStockAnswer } from '../domain/article-stock';
import { forgetCachedReads } from './catalogue-cache';
import { request } from './client';

export type { ArticleStock };

/** GET /product/admin/stock?articleId (ADMIN). */
export async function fetchArticleStock(articleId: number): Promise<ArticleStock> {
  return (await request(ArticleStockAnswer, `/product/admin/stock?articleId=${articleId}`, { auth: true }))
    .stock;
}

/** Kept answers a stock change makes stale: that article's product page. */
export const isStaleAfterStockChange = (articleId: number) => (url: URL) =>
  url.pathname === '/api/product/item' && url.searchParams.get('id') === String(articleId);

/**
 * PUT /product/admin/stock: sets the units (ApiError 400 VALIDATION_ERROR with `fields.stockCount` for anything but
 * a whole number from 0). `idempotencyKey` is made once per intent, so a retry is not applied twice.
 */
export async function setArticleStock(
  articleId: number,
  stockCount: number,
  idempotencyKey: string,
): Promise<ArticleStock> {
  const { stock } = await request(ArticleStockAnswer, '/product/admin/stock', {
    method: 'PUT',
    body: { articleId, stockCount },
    auth: true,
    idempotencyKey,
  });
  await forgetCachedReads(isStaleAfterStockChange(articleId)).catch(() => 0);
  return stock;
}
