import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SendEntry } from '../api/outbox-send';
import type { CartStateInput, PricedCart } from '../domain/checkout';
import type { OutboxEntry } from '../domain/outbox';
import { classify } from '../domain/outbox-policy';
import { addToCart, clearCart, readCart, setQuantity } from './cart';
import { markMergeDue, mergeAccountCart } from './cart-merge';
import { settleCart } from './cart-settle';
import {
  forgetAccountCart,
  queueCartSync,
  readCartSync,
  readCartSyncStatus,
  readPricedCart,
  takeCartNotice,
} from './cart-sync';
import { listOpen, markDone, markFailed, markSending, nextReady, recoverInterrupted } from './outbox';
import { AppDB } from './schema';
import { saveSession } from './session';
import { freshDb, sampleProduct } from './testing';

// A pretend cart server: prices every unit at 100 kr (+129 shipping), forgets articles it does not know, and
// answers 404 for a cart id it does not have (or one of another account).
type CartServer = {
  carts: Map<string, { owner: string | null; state: CartStateInput }>;
  unknown: Set<number>;
  refuse: null | { status: number; error: string };
  calls: { path: string; body: unknown; key: string; user: string | null }[];
  priced(cartId: string, state: CartStateInput): PricedCart;
  send: SendEntry;
};

function cartServer(): CartServer {
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

let db: AppDB;
let server: CartServer;
beforeEach(() => {
  db = freshDb();
  server = cartServer();
});
afterEach(() => db.delete());

/**
 * The sync worker's drain as far as the cart needs it (db/ may not import workers/; the real drain with settle.ts is
 * tested in features/cart/cart-account.test.ts): each due entry sent, its final answer and settleCart in one
 * transaction, until nothing is due.
 */
async function drain() {
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
const cartEntries = async () => (await listOpen(db)).filter((entry) => entry.stream === 'cart');
const bodyOf = (entry: OutboxEntry | undefined) =>
  entry?.body as { cartId?: string; newState: CartStateInput };
const quantities = (entry: OutboxEntry | undefined) =>
  bodyOf(entry).newState.items.map((item) => [item.articleId, item.quantity]);
const deviceLines = async () => (await readCart(db)).lines.map((line) => [line.articleId, line.quantity]);

describe('queueing the cart', () => {
  it('creates the cart first, then updates it with the id the server gave, never with a price', async () => {
    await addToCart(db, sampleProduct(1));
    expect(await queueCartSync(db)).toBe('queued');
    const [create] = await cartEntries();
    expect(create).toMatchObject({ method: 'POST', path: '/cart/create-cart', state: 'pending' });
    expect(bodyOf(create)).toEqual({
      newState: { items: [{ articleId: 1, quantity: 1, options: {} }], pickup: false, pickupShop: null },
    });
    expect(create?.auth).toBeUndefined();

    await drain();
    expect((await readCartSync(db)).cartId).toBe('cart-1');
    await setQuantity(db, 1, 3);
    expect(await queueCartSync(db)).toBe('queued');
    const [update] = await cartEntries();
    expect(update).toMatchObject({ path: '/cart/update-cart' });
    expect(bodyOf(update).cartId).toBe('cart-1');
    expect(quantities(update)).toEqual([[1, 3]]);
    await drain();
    expect(server.carts.get('cart-1')?.state.items).toEqual([{ articleId: 1, quantity: 3, options: {} }]);
    expect(server.carts.size).toBe(1);
  });

  it('queues nothing when the cart is as last queued, and nothing for an empty cart the server never had', async () => {
    expect(await queueCartSync(db)).toBe('nothing');
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    await addToCart(db, sampleProduct(1));
    expect((await readCartSyncStatus(db)).dirty).toBe(true);
    await queueCartSync(db);
    expect(await queueCartSync(db)).toBe('unchanged');
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    expect(await cartEntries()).toHaveLength(1);
  });

  it('replaces the body of a waiting entry instead of adding another, with a fresh Idempotency-Key', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    const [first] = await cartEntries();
    await addToCart(db, sampleProduct(2));
    expect(await queueCartSync(db)).toBe('replaced');
    const entries = await cartEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.id).toBe(first?.id);
    expect(entries[0]?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(quantities(entries[0])).toEqual([
      [1, 1],
      [2, 1],
    ]);

    await drain();
    await setQuantity(db, 1, 2);
    await queueCartSync(db);
    await setQuantity(db, 2, 5);
    expect(await queueCartSync(db)).toBe('replaced');
    const updates = await cartEntries();
    expect(updates).toHaveLength(1);
    expect(quantities(updates[0])).toEqual([
      [1, 2],
      [2, 5],
    ]);
  });

  it('while the create is on its way, remembers the change and sends it as an update once the id is known', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    const [create] = await cartEntries();
    await markSending(db, create?.id ?? 0);
    await addToCart(db, sampleProduct(2));
    expect(await queueCartSync(db)).toBe('after-create');
    expect(await cartEntries()).toHaveLength(1);
    expect((await readCartSyncStatus(db)).dirty).toBe(true);

    // The drain sends the create (recovered to pending, as after a closed tab), then the update its answer queued.
    await drain();
    expect(server.calls.map((call) => call.path)).toEqual(['/cart/create-cart', '/cart/update-cart']);
    expect(server.carts.get('cart-1')?.state.items.map((item) => item.articleId)).toEqual([1, 2]);
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    expect(server.carts.size).toBe(1);
  });

  it('a change not yet queued when the tab closed is still marked as unsent when the app opens again', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    await setQuantity(db, 1, 4);
    const name = db.name;
    db.close();
    db = new AppDB(name);
    expect((await readCartSyncStatus(db)).dirty).toBe(true);
    expect(await queueCartSync(db)).toBe('queued');
    await drain();
    expect(server.carts.get('cart-1')?.state.items[0]?.quantity).toBe(4);
  });

  it('an emptied cart empties the server cart', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    await clearCart(db);
    expect(await queueCartSync(db)).toBe('queued');
    await drain();
    expect(server.carts.get('cart-1')?.state.items).toEqual([]);
  });
});

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

describe('the account', () => {
  const signIn = async (userId: string) => {
    await saveSession(db, { token: userId, userId });
    await markMergeDue(db, userId);
  };
  const accountCart = (cartId: string, owner: string, items: [number, number][], pickup = false) => {
    const state: CartStateInput = {
      items: items.map(([articleId, quantity]) => ({ articleId, quantity, options: {} })),
      pickup,
      pickupShop: pickup ? 'alnabru' : null,
    };
    server.carts.set(cartId, { owner, state });
    return server.priced(cartId, state);
  };

  it('sends nothing while the merge is due, then the merged cart with the account cart id and the user', async () => {
    await addToCart(db, sampleProduct(1), 1, {}, 1);
    await addToCart(db, sampleProduct(2), 4, {}, 2);
    await signIn('7');
    expect(await queueCartSync(db)).toBe('merge-first');
    const account = accountCart('acc-1', '7', [
      [2, 1],
      [3, 2],
    ]);
    expect(await mergeAccountCart(db, '7', account)).toBe(true);
    expect(await deviceLines()).toEqual([
      [1, 1],
      [2, 4],
      [3, 2],
    ]);
    const [update] = await cartEntries();
    expect(update).toMatchObject({ path: '/cart/update-cart', auth: { userId: '7' } });
    expect(bodyOf(update).cartId).toBe('acc-1');
    await drain();
    expect(server.carts.get('acc-1')?.state.items.map((item) => [item.articleId, item.quantity])).toEqual([
      [1, 1],
      [2, 4],
      [3, 2],
    ]);
    expect(await mergeAccountCart(db, '7', account)).toBe(false);
  });

  it('an account without a cart gets the device cart as a new cart of its own; guest entries not sent are dropped', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await signIn('7');
    await mergeAccountCart(db, '7', null);
    const entries = await cartEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ path: '/cart/create-cart', auth: { userId: '7' } });
    await drain();
    expect(server.carts.get('cart-1')?.owner).toBe('7');
  });

  it('an account cart with the same lines as the device is not sent again; its prices show at once', async () => {
    await addToCart(db, sampleProduct(1), 2);
    await signIn('7');
    await mergeAccountCart(db, '7', accountCart('acc-1', '7', [[1, 2]]));
    expect(await cartEntries()).toEqual([]);
    expect(await readPricedCart(db)).toMatchObject({ cartId: 'acc-1', subtotal: 200 });
  });

  it('sign-out: the cart stays on the device as a guest cart, without the account cart id or its waiting changes', async () => {
    await addToCart(db, sampleProduct(1));
    await signIn('7');
    await mergeAccountCart(db, '7', accountCart('acc-1', '7', []));
    await drain();
    await setQuantity(db, 1, 2);
    await queueCartSync(db);
    await db.meta.delete('session');
    await forgetAccountCart(db);
    expect(await cartEntries()).toEqual([]);
    expect(await deviceLines()).toEqual([[1, 2]]);
    expect(await readPricedCart(db)).toBeNull();
    expect(await queueCartSync(db)).toBe('queued');
    const [create] = await cartEntries();
    expect(create).toMatchObject({ path: '/cart/create-cart' });
    expect(create?.auth).toBeUndefined();
  });

  it('signed out without the clean-up having run: the next queue goes on as a guest cart', async () => {
    await addToCart(db, sampleProduct(1));
    await signIn('7');
    await mergeAccountCart(db, '7', accountCart('acc-1', '7', []));
    await db.meta.delete('session');
    await setQuantity(db, 1, 3);
    expect(await queueCartSync(db)).toBe('queued');
    const entries = await cartEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ path: '/cart/create-cart' });
    expect(entries[0]?.auth).toBeUndefined();
  });

  it('signed out without the clean-up having run and nothing changed since: the cart still counts as to be sent', async () => {
    await addToCart(db, sampleProduct(1));
    await signIn('7');
    await mergeAccountCart(db, '7', accountCart('acc-1', '7', [[1, 1]]));
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    await db.meta.delete('session');
    expect((await readCartSyncStatus(db)).dirty).toBe(true);
    expect(await queueCartSync(db)).toBe('queued');
    expect((await readCartSync(db)).cartId).toBeNull();
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
  });

  it('signed in without the merge having been marked and nothing changed since: the cart is merged first', async () => {
    await addToCart(db, sampleProduct(1));
    await queueCartSync(db);
    await drain();
    expect((await readCartSyncStatus(db)).dirty).toBe(false);
    await saveSession(db, { token: '7', userId: '7' });
    expect((await readCartSyncStatus(db)).dirty).toBe(true);
    expect(await queueCartSync(db)).toBe('merge-first');
    expect((await readCartSyncStatus(db)).mergeFor).toBe('7');
  });

  it('a user signed in before the cart was linked (an older build, a missed merge) is merged first', async () => {
    await addToCart(db, sampleProduct(1));
    await saveSession(db, { token: '7', userId: '7' });
    expect(await queueCartSync(db)).toBe('merge-first');
    expect((await readCartSyncStatus(db)).mergeFor).toBe('7');
  });
});
