import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartStateInput } from '../domain/checkout';
import { addToCart, setQuantity } from './cart';
import { markMergeDue, mergeAccountCart } from './cart-merge';
import {
  forgetAccountCart,
  queueCartSync,
  readCartSync,
  readCartSyncStatus,
  readPricedCart,
} from './cart-sync';
import type { AppDB } from './schema';
import { saveSession } from './session';
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
