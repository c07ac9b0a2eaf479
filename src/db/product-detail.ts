// Product details seen (OE numbers, reviews, vehicles it fits), the last 50, so a product page opened before
// opens offline. Kept in `meta` (one record per article plus an order list), so no schema version is needed;
// reads parse with defaults and give null for a damaged record rather than throwing.
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import { numberOrZero } from '../domain/parse';
import { type ProductDetail, ProductDetailSchema, ProductSummarySchema } from '../domain/product';
import { rememberProducts } from './catalog';
import type { AppDB } from './schema';

/** How many product details are kept; the least recently seen go first. */
export const productDetailsKept = 50;

const KeptSchema = v.object({
  detail: ProductDetailSchema,
  lang: v.optional(v.string(), 'no'),
  /** The vehicle `detail.fits` answers for. */
  carId: v.optional(v.nullable(v.number()), null),
  savedAt: numberOrZero,
});
export type KeptProductDetail = {
  detail: ProductDetail;
  lang: Locale | string;
  carId: number | null;
  savedAt: number;
};

const prefix = 'productDetail:';
const orderKey = 'productDetails';
const keyOf = (articleId: number) => `${prefix}${articleId}`;

/**
 * Keeps `detail` as the newest seen and drops all but the last `productDetailsKept`; its summary joins the
 * products seen (cart, offline search), in the same transaction.
 */
export function rememberProductDetail(
  db: AppDB,
  detail: ProductDetail,
  asked: { lang: Locale; carId: number | null },
  now = Date.now(),
): Promise<void> {
  return db.transaction('rw', db.meta, db.products, async () => {
    await rememberProducts(db, [v.parse(ProductSummarySchema, detail)], now);
    const stored = (await db.meta.get(orderKey))?.value;
    const order = Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
    const kept = [detail.articleId, ...order.filter((id) => id !== detail.articleId)].slice(
      0,
      productDetailsKept,
    );
    await db.meta.put({ key: keyOf(detail.articleId), value: { detail, ...asked, savedAt: now } });
    await db.meta.put({ key: orderKey, value: kept });
    // Sweeps by key, so a record left behind by a damaged order list goes too.
    const keep = new Set(kept.map(keyOf));
    const all = await db.meta.where('key').startsWith(prefix).primaryKeys();
    await db.meta.bulkDelete(all.filter((key) => !keep.has(key)));
  });
}

export async function readProductDetail(db: AppDB, articleId: number): Promise<KeptProductDetail | null> {
  const parsed = v.safeParse(KeptSchema, (await db.meta.get(keyOf(articleId)))?.value);
  return parsed.success && parsed.output.detail.articleId === articleId ? parsed.output : null;
}
