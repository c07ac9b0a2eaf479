import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartStateInput } from '../domain/checkout';
import type { OutboxEntry } from '../domain/outbox';
import { addToCart, setQuantity } from './cart';
import { settleCart } from './cart-settle';
import {
  forgetAccountCart,
  queueCartSync,
  readCartSync,
  readCartSyncStatus,
  readPricedCart,
  takeCartNotice,
} from './cart-sync';
import { markSending } from './outbox';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import {
  bodyOf,
  type CartServer,
  cartLines,
  cartServer,
  drainCart,
  openCartEntries,
} from './testing-cart-server';

let db: AppDB;
let server: CartServer;
beforeEach(() => {
  db = freshDb();
  server = cartServer();
});
afterEach(() => db.delete());

const drain = () => drainCart(db, server);
const cartEntries = () => openCartEntries(db);
const deviceLines = () => cartLines(db);

describe('the server answer', () => {
  it('keeps the priced cart while it answers the device lines; the preview returns after a change', async () => {
    await addToCart(db, sampleProduct(1, { price: 80 }), 2);
    await queueCartSync(db);
    expect(await readPricedCart(db)).toBeNull();
    await drain();
    const priced = await readPricedCart(db);
    expect(priced).toMatchObject({ cartId: 'cart-1', subtotal: 200, shipping: 129, total: 329 });
    await setQuantity(db, 1, 3);
    expect(await readPricedCart(db)).toBeNull();
    await queueCartSync(db);
    await drain();
    expect(await readPricedCart(db)).toMatchObject({ subtotal: 300, total: 429 });
  });

  it('takes articles the server does not know out of the cart and leaves a notice the page shows once', async () => {
    server.unknown.add(2);
    await addToCart(db, sampleProduct(1));
    await addToCart(db, sampleProduct(2, { articleName: 'Gone part' }));
    await queueCartSync(db);
    await drain();
    expect(await deviceLines()).toEqual([[1, 1]]);
    expect((await readCartSyncStatus(db)).noticeAt).not.toBeNull();
    expect((await takeCartNotice(db))?.products.map((product) => product.articleName)).toEqual(['Gone part']);
    expect(await takeCartNotice(db)).toBeNull();
    // The server's answer is for exactly what is left on the device: its totals show, nothing is queued again.
    expect(await readPricedCart(db)).toMatchObject({ subtotal: 100 });
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
  });

  it('strips an unknown article from a state still waiting, so it is reported once', async () => {
    server.unknown.add(2);
    await addToCart(db, sampleProduct(2));
    await queueCartSync(db);
    const [create] = await cartEntries();
    await markSending(db, create?.id ?? 0);
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    const updates = server.calls.filter((call) => call.path === '/cart/update-cart');
    expect(updates).toHaveLength(1);
    const sent = updates[0]?.body as { newState: CartStateInput };
    expect(sent.newState.items.map((item) => item.articleId)).toEqual([1]);
    expect((await takeCartNotice(db))?.products).toHaveLength(1);
  });

  it('a refused change takes the lines the server had not accepted back out, with a notice', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    await addToCart(db, sampleProduct(2));
    await addToCart(db, sampleProduct(3));
    await setQuantity(db, 1, 2);
    await queueCartSync(db);
    server.refuse = { status: 400, error: 'VALIDATION_ERROR' };
    await drain();
    expect(await deviceLines()).toEqual([[1, 2]]);
    expect((await takeCartNotice(db))?.products.map((product) => product.articleId)).toEqual([2, 3]);
    // Nothing stays behind to hold up the cart's stream, and it is not sent again by itself.
    expect(await cartEntries()).toEqual([]);
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    server.refuse = null;
    await setQuantity(db, 1, 5);
    await queueCartSync(db);
    await drain();
    expect(server.carts.get('cart-1')?.state.items).toEqual([{ articleId: 1, quantity: 5, options: {} }]);
  });

  it('a refused first cart takes the line added last back out', async () => {
    await addToCart(db, sampleProduct(1), 1, {}, 1);
    await addToCart(db, sampleProduct(2), 1, {}, 2);
    await queueCartSync(db);
    server.refuse = { status: 400, error: 'VALIDATION_ERROR' };
    await drain();
    expect(await deviceLines()).toEqual([[1, 1]]);
    expect((await readCartSync(db)).creating).toBeNull();
  });

  it('404 CART_NOT_FOUND: forgets the id and creates a new cart with the device lines', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    server.carts.clear();
    await setQuantity(db, 1, 2);
    await queueCartSync(db);
    await drain();
    expect(server.calls.map((call) => call.path)).toEqual([
      '/cart/create-cart',
      '/cart/update-cart',
      '/cart/create-cart',
    ]);
    expect((await readCartSync(db)).cartId).toBe('cart-1');
    expect(server.carts.get('cart-1')?.state.items).toEqual([{ articleId: 1, quantity: 2, options: {} }]);
    expect(await deviceLines()).toEqual([[1, 2]]);
    expect(await takeCartNotice(db)).toBeNull();
  });

  it('an answer for a cart the device has left changes nothing', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    const [create] = await cartEntries();
    await forgetAccountCart(db);
    const entry = create as OutboxEntry;
    await settleCart(db, entry, {
      ok: true,
      body: { success: true, cartId: 'old', cart: server.priced('old', bodyOf(entry).newState) },
    });
    expect((await readCartSync(db)).cartId).toBeNull();
  });
});
