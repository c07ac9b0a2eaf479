// Test helpers for the cart's sync (cart-sync, cart-settle, cart-merge tests): a pretend cart server and the sync
// worker's drain as far as the cart needs it. Not imported by the app.
import type { SendEntry } from '../api/outbox-send';
import type { CartStateInput, PricedCart } from '../domain/checkout';
import type { OutboxEntry } from '../domain/outbox';
import { classify } from '../domain/outbox-policy';
import { readCart } from './cart';
import { settleCart } from './cart-settle';
import { listOpen, markDone, markFailed, markSending, nextReady, recoverInterrupted } from './outbox';
import type { AppDB } from './schema';
import { sampleProduct } from './testing';

// A pretend cart server: prices every unit at 100 kr (+129 shipping), forgets articles it does not know, and
// answers 404 for a cart id it does not have (or one of another account).
export type CartServer = {
  carts: Map<string, { owner: string | null; state: CartStateInput }>;
  unknown: Set<number>;
  refuse: null | { status: number; error: string };
  calls: { path: string; body: unknown; key: string; user: string | null }[];
  priced(cartId: string, state: CartStateInput): PricedCart;
  send: SendEntry;
};

export function cartServer(): CartServer {
  const carts = new Map<string, { owner: string | null; state: CartStateInput }>();
  const server: CartServer = {
    carts,
    unknown: new Set<number>(),
    refuse: null,
    calls: [],
    priced(cartId: string, state: CartStateInput): PricedCart {
      const items = state.items
        .filter((item) => !server.unknown.has(item.articleId))
        .map((item) => ({
          articleId: item.articleId,
          articleNumber: `A${item.articleId}`,
          product: sampleProduct(item.articleId, { price: 100 }),
          options: item.options ?? {},
          price: 100,
          quantity: item.quantity,
          total: 100 * item.quantity,
        }));
      const subtotal = items.reduce((sum, item) => sum + item.total, 0);
      const shipping = items.length === 0 ? null : state.pickup ? 0 : 129;
      const total = subtotal + (shipping ?? 0);
      return {
        cartId,
        items,
        unknown: state.items
          .filter((item) => server.unknown.has(item.articleId))
          .map((item) => item.articleId),
        quantity: items.reduce((sum, item) => sum + item.quantity, 0),
        pickup: state.pickup,
        pickupShop: state.pickupShop,
        subtotal,
        shipping,
        tax: total / 5,
        totals: [],
        total,
      };
    },
    send: async (entry, token) => {
      const user = token ?? null;
      server.calls.push({ path: entry.path, body: entry.body, key: entry.idempotencyKey, user });
      if (server.refuse) return { status: server.refuse.status, body: { ...server.refuse, message: 'no' } };
      const body = entry.body as { cartId?: string; newState: CartStateInput };
      const kept = (state: CartStateInput) => ({
        ...state,
        items: state.items.filter((item) => !server.unknown.has(item.articleId)),
      });
      if (entry.path === '/cart/create-cart') {
        const cartId = `cart-${carts.size + 1}`;
        carts.set(cartId, { owner: user, state: kept(body.newState) });
        return { status: 201, body: { success: true, cartId, cart: server.priced(cartId, body.newState) } };
      }
      const cart = carts.get(body.cartId ?? '');
      if (!cart || (cart.owner !== null && cart.owner !== user)) {
        return { status: 404, body: { error: 'CART_NOT_FOUND', message: 'Cart not found' } };
      }
      cart.state = kept(body.newState);
      return { status: 200, body: { success: true, cart: server.priced(body.cartId ?? '', body.newState) } };
    },
  };
  return server;
}

/**
 * The sync worker's drain as far as the cart needs it (db/ may not import workers/; the real drain with settle.ts is
 * tested in features/cart/cart-account.test.ts): each due entry sent, its final answer and settleCart in one
 * transaction, until nothing is due.
 */
export async function drainCart(db: AppDB, server: CartServer) {
  await recoverInterrupted(db);
  for (let ready = await nextReady(db); ready.length > 0; ready = await nextReady(db)) {
    for (const entry of ready) {
      await markSending(db, entry.id);
      const { status, body } = await server.send(entry, entry.auth?.userId);
      const error = { status, code: String((body as { error?: string }).error), message: '' };
      await db.transaction('rw', db.tables, async () => {
        if (classify(status) === 'done') {
          await markDone(db, entry.id, body);
          await settleCart(db, entry, { ok: true, body });
        } else {
          await markFailed(db, entry.id, error);
          await settleCart(db, entry, { ok: false, error });
        }
      });
    }
  }
}
export const openCartEntries = async (db: AppDB) =>
  (await listOpen(db)).filter((entry) => entry.stream === 'cart');
export const bodyOf = (entry: OutboxEntry | undefined) =>
  entry?.body as { cartId?: string; newState: CartStateInput };
export const quantities = (entry: OutboxEntry | undefined) =>
  bodyOf(entry).newState.items.map((item) => [item.articleId, item.quantity]);
export const cartLines = async (db: AppDB) =>
  (await readCart(db)).lines.map((line) => [line.articleId, line.quantity]);
