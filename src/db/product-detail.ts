// Product details seen (OE numbers, reviews, vehicles it fits), the last 50, so a product page opened before
// opens offline. Kept in `meta` (one record per article plus an order list), so no schema version is needed;
// reads parse with defaults and give null for a damaged record rather than throwing.
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import { rememberProducts } from './catalog';
import type { AppDB } from './schema';
import { listOf, ProductSummarySchema } from './types';

/** How many product details are kept; the least recently seen go first. */
export const productDetailsKept = 50;

const text = v.optional(v.string(), '');
const count = v.optional(v.number(), 0);

export const ReviewSchema = v.object({
  id: count,
  date: text,
  author: text,
  avatar: v.optional(v.nullable(v.string()), null),
  rating: count,
  content: text,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const FittingVehicleSchema = v.object({
  carId: v.number(),
  manuName: text,
  modelname: text,
  typeName: text,
  yearOfConstrFrom: count,
  yearOfConstrTo: v.optional(v.nullable(v.number()), null),
});
export type FittingVehicle = v.InferOutput<typeof FittingVehicleSchema>;

/** A product with what only its page shows; `fits` is for the vehicle it was asked for (null: none). */
export const ProductDetailSchema = v.object({
  ...ProductSummarySchema.entries,
  oeNumbers: listOf(v.object({ manuName: text, oeNumber: v.string() })),
  reviewList: listOf(ReviewSchema),
  compatibility: v.optional(v.object({ total: count, vehicles: listOf(FittingVehicleSchema) }), {
    total: 0,
    vehicles: [],
  }),
  fits: v.optional(v.nullable(v.boolean()), null),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

const KeptSchema = v.object({
  detail: ProductDetailSchema,
  lang: v.optional(v.string(), 'no'),
  /** The vehicle `detail.fits` answers for. */
  carId: v.optional(v.nullable(v.number()), null),
  savedAt: count,
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
