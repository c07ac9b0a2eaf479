import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, clearCart, setQuantity } from './cart';
import { queueCartSync, readCartSync, readCartSyncStatus } from './cart-sync';
import { markSending } from './outbox';
import { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';
import {
  bodyOf,
  type CartServer,
  cartServer,
  drainCart,
  openCartEntries,
  quantities,
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
