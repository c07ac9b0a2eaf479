// The cart on this device: one `cart` row per article plus the pickup choice in `meta` (key 'cart'). It works
// the same offline; each intent is one transaction, so a failed write leaves the cart as it was. Reads parse
// with defaults and skip damaged lines. Prices here are a preview; the server prices the order.
import * as v from 'valibot';
import {
  addLine,
  choosePickup,
  isValidQuantity,
  noPickup,
  type PickupState,
  unitPrice,
} from '../domain/cart';
import { keepValid } from '../domain/parse';
import { type ProductSummary, ProductSummarySchema } from '../domain/product';
import { cartMetaKey as metaKey } from './meta';
import type { AppDB } from './schema';
import type { CartLineRecord } from './types';

const CartLineSchema = v.object({
  articleId: v.number(),
  articleNumber: v.optional(v.string(), ''),
  product: ProductSummarySchema,
  options: v.optional(v.record(v.string(), v.string()), {}),
  price: v.optional(v.number(), 0),
  quantity: v.pipe(v.optional(v.number(), 1), v.integer(), v.minValue(1)),
  addedAt: v.optional(v.number(), 0),
});

const PickupSchema = v.fallback(
  v.object({
    pickup: v.optional(v.boolean(), false),
    pickupShop: v.optional(v.nullable(v.string()), null),
  }),
  noPickup,
);

export type CartState = PickupState & { lines: CartLineRecord[] };

export async function readPickup(db: AppDB): Promise<PickupState> {
  const stored = v.parse(PickupSchema, (await db.meta.get(metaKey))?.value ?? noPickup);
  // Re-apply the rule on read too: a shop no longer offered becomes the default one, none when pickup is off.
  return choosePickup(stored, stored.pickup);
}

/** Lines in the order they were added, and the pickup choice. */
export async function readCart(db: AppDB): Promise<CartState> {
  return db.transaction('r', db.cart, db.meta, async () => {
    const lines = keepValid(CartLineSchema, await db.cart.orderBy('addedAt').toArray());
    return { lines, ...(await readPickup(db)) };
  });
}

export type AddResult = { quantity: number; created: boolean; firstLine: boolean };

/**
 * Adds `quantity` of `product`, raising the line when the article is already there. `firstLine`
 * says the cart was empty before, which is when the app asks for persistent storage.
 */
export function addToCart(
  db: AppDB,
  product: ProductSummary,
  quantity = 1,
  options: Record<string, string> = {},
  now = Date.now(),
): Promise<AddResult> {
  if (!isValidQuantity(quantity)) return Promise.reject(new RangeError(`Invalid quantity ${quantity}`));
  return db.transaction('rw', db.cart, async () => {
    const firstLine = (await db.cart.count()) === 0;
    return { ...(await putLine(db, product, quantity, options, now)), firstLine };
  });
}

/** Adds or raises one line; call inside a transaction on db.cart. */
async function putLine(
  db: AppDB,
  product: ProductSummary,
  quantity: number,
  options: Record<string, string>,
  now: number,
): Promise<Omit<AddResult, 'firstLine'>> {
  const existing = await db.cart.get(product.articleId);
  const incoming: CartLineRecord = {
    articleId: product.articleId,
    articleNumber: product.articleNumber,
    product,
    options,
    price: unitPrice(product),
    quantity,
    addedAt: now,
  };
  // A repeated add keeps the line's place (addedAt) and raises it; the product copy is the newest seen.
  const current = existing ? [{ ...existing, product, price: incoming.price }] : [];
  const [saved = incoming] = addLine(current, incoming);
  await db.cart.put(saved);
  return { quantity: saved.quantity, created: !existing };
}

/**
 * Adds several products at once (a quick order, a reorder), in one transaction: all lines or, when it fails, none.
 * Lines keep the given order (each a millisecond after the one before). Refuses the whole list when a quantity is
 * invalid. `firstLine` says the cart was empty before.
 */
export function addAllToCart(
  db: AppDB,
  items: readonly { product: ProductSummary; quantity: number; options?: Record<string, string> }[],
  now = Date.now(),
): Promise<{ firstLine: boolean }> {
  const bad = items.find((item) => !isValidQuantity(item.quantity));
  if (bad) return Promise.reject(new RangeError(`Invalid quantity ${bad.quantity}`));
  return db.transaction('rw', db.cart, async () => {
    const firstLine = (await db.cart.count()) === 0;
    // One after the other: each add reads the line the one before may have written.
    for (const [i, { product, quantity, options = {} }] of items.entries())
      await putLine(db, product, quantity, options, now + i);
    return { firstLine };
  });
}

/** Sets a line's quantity; false when the quantity is invalid or the article is not in the cart. */
export function setQuantity(db: AppDB, articleId: number, quantity: number): Promise<boolean> {
  if (!isValidQuantity(quantity)) return Promise.resolve(false);
  return db.transaction('rw', db.cart, async () => (await db.cart.update(articleId, { quantity })) === 1);
}

/** Removes a line; answers the removed line (for an undo), or null when it was not there. */
export function removeLine(db: AppDB, articleId: number): Promise<CartLineRecord | null> {
  return db.transaction('rw', db.cart, async () => {
    const line = await db.cart.get(articleId);
    if (line) await db.cart.delete(articleId);
    return line ?? null;
  });
}

/** Puts a removed line back as it was (undo); an article added again meanwhile keeps the newer line. */
export function restoreLine(db: AppDB, line: CartLineRecord): Promise<void> {
  return db.transaction('rw', db.cart, async () => {
    if (!(await db.cart.get(line.articleId))) await db.cart.add(line);
  });
}

/** Turns pickup on (keeping or choosing a shop) or off (clearing the shop). */
export function setPickup(db: AppDB, pickup: boolean, shop?: string | null): Promise<PickupState> {
  return db.transaction('rw', db.meta, async () => {
    const next = choosePickup(await readPickup(db), pickup, shop);
    await db.meta.put({ key: metaKey, value: next });
    return next;
  });
}

/** Empties the cart and forgets the pickup choice. */
export function clearCart(db: AppDB): Promise<void> {
  return db.transaction('rw', db.cart, db.meta, async () => {
    await db.cart.clear();
    await db.meta.delete(metaKey);
  });
}

/**
 * Takes articles back out of the cart (the server did not know them, or refused the change that added them) and
 * answers the lines taken out. Joins the caller's transaction when its scope includes `db.cart`.
 */
export function takeOutLines(db: AppDB, articleIds: readonly number[]): Promise<CartLineRecord[]> {
  return db.transaction('rw', db.cart, async () => {
    const lines = (await db.cart.bulkGet([...articleIds])).filter((line) => line !== undefined);
    await db.cart.bulkDelete(lines.map((line) => line.articleId));
    return lines;
  });
}

/** Sign-in merge: the cart becomes `lines` with `pickup`, in one transaction (joins the caller's). */
export function replaceCart(db: AppDB, lines: readonly CartLineRecord[], pickup: PickupState): Promise<void> {
  return db.transaction('rw', db.cart, db.meta, async () => {
    await db.cart.clear();
    await db.cart.bulkPut([...lines]);
    await db.meta.put({ key: metaKey, value: choosePickup(noPickup, pickup.pickup, pickup.pickupShop) });
  });
}
