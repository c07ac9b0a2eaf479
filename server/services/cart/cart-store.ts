// Carts in `carts`: what a customer chose (articles, quantities, options, pickup), never a price. Every answer
// prices the lines anew from the catalogue (services/cart/pricing.ts). A cart with a user answers only to that user; a
// guest cart (no user) to whoever holds its unguessable id. Ownership is part of each statement's `where`, so a
// write that is not the caller's changes nothing, whatever runs at the same time.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { choosePickup, noPickup } from '../../../src/domain/cart';
import type { CartStateInput, LineInput, PricedCart } from '../../../src/domain/checkout';
import type { Locale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { priceLines } from '../pricing/pricing';

type Stored = { id: string; items: LineInput[]; pickup: boolean; pickupShop: string | null };

/** 32 random bytes, base64url: 43 characters nobody can guess. */
export const newCartId = (): string => randomBytes(32).toString('base64url');

/** A cart id as the server makes them (anything else is a cart that does not exist). */
export const isCartId = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Who may see a cart: its user, or anyone holding a guest cart's id. */
const visibleTo = (userId: number | null): SQL | undefined =>
  userId === null ? isNull(carts.userId) : or(isNull(carts.userId), eq(carts.userId, userId));

async function priced(db: Db, cart: Stored, lang: Locale, lines = cart.items): Promise<PricedCart> {
  const { products: _products, ...sums } = await priceLines(db, lines, cart.pickup, lang);
  return { cartId: cart.id, ...sums, pickup: cart.pickup, pickupShop: cart.pickupShop };
}

/**
 * Prices `state` and what of it is kept: the lines the catalogue has, merged by article (unknown ones only
 * reported), and pickup as the cart domain normalises it (pickup on → a known shop, off → no shop).
 */
async function pricedState(db: Db, id: string, state: CartStateInput, lang: Locale) {
  const pickup = choosePickup(noPickup, state.pickup, state.pickupShop);
  const cart = await priced(db, { id, items: [], ...pickup }, lang, state.items);
  const items = cart.items.map(({ articleId, quantity, options }) => ({ articleId, quantity, options }));
  return { cart, row: { items, ...pickup } };
}

/** Saves a new cart for the user (or a guest: null) and answers it priced. */
export async function createCart(
  db: Db,
  userId: number | null,
  state: CartStateInput,
  lang: Locale,
): Promise<PricedCart> {
  const id = newCartId();
  const { cart, row } = await pricedState(db, id, state, lang);
  await db.insert(carts).values({ id, userId, ...row });
  return cart;
}

/**
 * Replaces the cart's state when the caller may see it; null otherwise (no such cart, or another user's). A
 * signed-in caller's update of a guest cart makes it theirs.
 */
export async function updateCart(
  db: Db,
  userId: number | null,
  id: string,
  state: CartStateInput,
  lang: Locale,
): Promise<PricedCart | null> {
  if (!isCartId(id)) return null;
  const { cart, row } = await pricedState(db, id, state, lang);
  const [saved] = await db
    .update(carts)
    .set({ ...row, ...(userId === null ? {} : { userId }), updatedAt: sql`now()` })
    .where(and(eq(carts.id, id), visibleTo(userId)))
    .returning({ id: carts.id });
  return saved ? cart : null;
}

const storedColumns = {
  id: carts.id,
  items: carts.items,
  pickup: carts.pickup,
  pickupShop: carts.pickupShop,
};

/** The cart priced as the catalogue is now, when the caller may see it; null otherwise. */
export async function findCart(
  db: Db,
  userId: number | null,
  id: string,
  lang: Locale,
): Promise<PricedCart | null> {
  if (!isCartId(id)) return null;
  const [row] = await db
    .select(storedColumns)
    .from(carts)
    .where(and(eq(carts.id, id), visibleTo(userId)));
  return row ? priced(db, row, lang) : null;
}

/** The user's most recently updated cart, priced; null when they have none. */
export async function latestCartOf(db: Db, userId: number, lang: Locale): Promise<PricedCart | null> {
  const [row] = await db
    .select(storedColumns)
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
    .limit(1);
  return row ? priced(db, row, lang) : null;
}
