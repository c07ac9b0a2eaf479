import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SendEntry } from '../../api/outbox-send';
import { addToCart, readCart } from '../../db/cart';
import { queueCartSync, readCartSync, readPricedCart } from '../../db/cart-sync';
import { listOpen } from '../../db/outbox';
import type { AppDB } from '../../db/schema';
import { forgetSession } from '../../db/session';
import { freshDb, sampleProduct } from '../../db/testing';
import { sessionToken } from '../../db/testing-session';
import type { CartStateInput, PricedCart } from '../../domain/checkout';
import { drainOutbox } from '../../workers/drain';
import { mergeCartAtSignIn, removeCartAtSignOut, runDueCartMerge } from './cart-account';

// The account's cart on a pretend server (GET /cart/me), and what the sync worker sends.
const account = vi.hoisted(() => ({ cart: null as PricedCart | null, offline: false, reads: 0 }));
vi.mock('../../api/cart', () => ({
  fetchMyCart: async () => {
    account.reads++;
    if (account.offline) throw new ApiError(0, 'NETWORK', 'Failed to fetch');
    return account.cart;
  },
}));
vi.mock('../../lib/request-drain', () => ({ requestDrain: async () => undefined }));

const pricedLine = (articleId: number, quantity: number) => ({
  articleId,
  articleNumber: `A${articleId}`,
  product: sampleProduct(articleId, { price: 90 }),
  options: {},
  price: 90,
  quantity,
  total: 90 * quantity,
});
const priced = (cartId: string, items: ReturnType<typeof pricedLine>[]): PricedCart => {
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  return {
    cartId,
    items,
    unknown: [],
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    pickup: false,
    pickupShop: null,
    subtotal,
    shipping: items.length ? 129 : null,
    tax: 0,
    totals: [],
    total: subtotal + (items.length ? 129 : 0),
  };
};

const sent: { path: string; body: { cartId?: string; newState: CartStateInput }; token?: string }[] = [];
const send: SendEntry = async (entry, token) => {
  const body = entry.body as { cartId?: string; newState: CartStateInput };
  sent.push({ path: entry.path, body, token });
  const lines = body.newState.items.map((item) => pricedLine(item.articleId, item.quantity));
  const cartId = body.cartId ?? 'new-cart';
  return { status: body.cartId ? 200 : 201, body: { success: true, cartId, cart: priced(cartId, lines) } };
};

let db: AppDB;
beforeEach(() => {
  db = freshDb();
  account.cart = null;
  account.offline = false;
  account.reads = 0;
  sent.length = 0;
});
afterEach(() => db.delete());

const drain = () => drainOutbox({ db, send, locks: null });
const lines = async () => (await readCart(db)).lines.map((line) => [line.articleId, line.quantity]);
const token = sessionToken(7);

describe('the cart at sign-in and sign-out', () => {
  it('merges the device cart with the account cart, the device quantity winning, and sends it with the account cart id', async () => {
    await addToCart(db, sampleProduct(1), 3, {}, 1);
    await addToCart(db, sampleProduct(2), 1, {}, 2);
    account.cart = priced('acc-1', [pricedLine(2, 5), pricedLine(4, 2)]);
    expect(await mergeCartAtSignIn(db, token)).toBe('merged');
    expect(await lines()).toEqual([
      [1, 3],
      [2, 1],
      [4, 2],
    ]);
    await drain();
    expect(sent).toEqual([
      {
        path: '/cart/update-cart',
        token,
        body: {
          cartId: 'acc-1',
          newState: {
            items: [
              { articleId: 1, quantity: 3, options: {} },
              { articleId: 2, quantity: 1, options: {} },
              { articleId: 4, quantity: 2, options: {} },
            ],
            pickup: false,
            pickupShop: null,
          },
        },
      },
    ]);
    // The server's answer (settle 'cart' in workers/settle.ts) brings its prices for exactly these lines.
    expect(await readPricedCart(db)).toMatchObject({ cartId: 'acc-1', subtotal: 540 });
  });

  it('offline at sign-in: the merge waits, the cart is not sent before it, and runs when the network is back', async () => {
    await addToCart(db, sampleProduct(1));
    account.offline = true;
    expect(await mergeCartAtSignIn(db, token)).toBe('waiting');
    expect(await queueCartSync(db)).toBe('merge-first');
    expect(await listOpen(db)).toEqual([]);
    expect(await lines()).toEqual([[1, 1]]);

    account.offline = false;
    account.cart = priced('acc-1', [pricedLine(3, 1)]);
    expect(await runDueCartMerge(db)).toBe('merged');
    expect(await lines()).toEqual([
      [1, 1],
      [3, 1],
    ]);
    await drain();
    expect(sent.map((call) => [call.path, call.body.cartId])).toEqual([['/cart/update-cart', 'acc-1']]);
    expect(await runDueCartMerge(db)).toBe('none');
    expect(account.reads).toBe(2);
  });

  it('a new account gets the device cart as its first cart, sent with its token', async () => {
    await addToCart(db, sampleProduct(1));
    await mergeCartAtSignIn(db, token);
    await drain();
    expect(sent.map((call) => [call.path, call.token])).toEqual([['/cart/create-cart', token]]);
    expect((await readCartSync(db)).cartId).toBe('new-cart');
  });

  it('sign-out removes the cart from the device; nothing is sent for it, the account keeps its synced cart', async () => {
    await addToCart(db, sampleProduct(1));
    account.cart = priced('acc-1', []);
    await mergeCartAtSignIn(db, token);
    await drain();
    const sentBefore = sent.length;
    await removeCartAtSignOut(db);
    await forgetSession(db);
    expect(await lines()).toEqual([]);
    expect(await readCartSync(db)).toMatchObject({ cartId: null, owner: null });
    expect(await queueCartSync(db)).toBe('nothing');
    await drain();
    expect(sent).toHaveLength(sentBefore);
  });

  it('a token without a subject merges nothing', async () => {
    expect(await mergeCartAtSignIn(db, 'not-a-jwt')).toBe('none');
    expect(await mergeCartAtSignIn(db, null)).toBe('none');
    expect(account.reads).toBe(0);
  });
});
