// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, setQuantity } from '../../db/cart';
import { markMergeDue } from '../../db/cart-merge';
import { settleCart } from '../../db/cart-settle';
import { readCartSyncStatus } from '../../db/cart-sync';
import { listOpen } from '../../db/outbox';
import type { AppDB } from '../../db/schema';
import { saveSession } from '../../db/session';
import { freshDb, sampleProduct } from '../../db/testing';
import type { CartStateInput } from '../../domain/checkout';
import { CartSync, useCartSync } from './cart-sync';
import { activateEnglish, advance, renderEn, until, useFakeClock } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../components/toasts', () => ({ toast }));
const drains = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/request-drain', () => ({
  requestDrain: async () => {
    drains.count++;
  },
}));
const account = vi.hoisted(() => ({ reads: 0 }));
vi.mock('../../api/cart', () => ({
  fetchMyCart: async () => {
    account.reads++;
    return null;
  },
}));

let db: AppDB;
beforeAll(activateEnglish);
beforeEach(() => {
  db = freshDb();
  drains.count = 0;
  account.reads = 0;
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  await db.delete();
});

/** The sync with what it last read shown, so a test knows when the page has seen a change. */
function Probe() {
  const status = useCartSync();
  return <output data-testid="seen">{status?.fingerprint}</output>;
}
/** Waits (never moving the clock) until the page has read the cart as it is now: its 500 ms start from there. */
const seen = async () => {
  const { fingerprint } = await readCartSyncStatus(db);
  await until(() => expect(screen.getByTestId('seen').textContent).toBe(fingerprint));
};

const cartEntries = async () => (await listOpen(db)).filter((entry) => entry.stream === 'cart');
const sentQuantities = async () =>
  (await cartEntries()).map((entry) =>
    (entry.body as { newState: CartStateInput }).newState.items.map((item) => item.quantity),
  );

describe('CartSync', () => {
  it('queues the cart 500 ms after the last change, once for a burst of changes, and asks for a drain', async () => {
    useFakeClock();
    renderEn(<Probe />, db);
    await addToCart(db, sampleProduct(1));
    await seen();
    await advance(300);
    await setQuantity(db, 1, 2);
    await seen();
    await advance(300);
    await setQuantity(db, 1, 3);
    await seen();
    await advance(499);
    expect(await cartEntries()).toEqual([]);
    await advance(1);
    await until(async () => expect(await sentQuantities()).toEqual([[3]]));
    await until(() => expect(drains.count).toBe(1));

    // A later change while the create still waits is folded into it.
    await setQuantity(db, 1, 4);
    await seen();
    await advance(500);
    await until(async () => expect(await sentQuantities()).toEqual([[4]]));
  });

  it('sends a change left unsent by a closed tab when the app starts again', async () => {
    await addToCart(db, sampleProduct(1), 2);
    useFakeClock();
    renderEn(<Probe />, db);
    await seen();
    await advance(500);
    await until(async () => expect(await sentQuantities()).toEqual([[2]]));
  });

  it('shows the notice the sync worker left once: the lines the server did not take', async () => {
    await addToCart(db, sampleProduct(1, { articleName: 'Bremseskive' }));
    await addToCart(db, sampleProduct(2, { articleName: 'Oljefilter' }));
    const newState = { items: [{ articleId: 2, quantity: 1, options: {} }], pickup: false, pickupShop: null };
    await db.meta.put({ key: 'cartSync', value: { creating: 9 } });
    await settleCart(
      db,
      {
        id: 9,
        stream: 'cart',
        method: 'POST',
        path: '/cart/create-cart',
        body: { newState },
        idempotencyKey: 'k',
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
        state: 'done',
      },
      { ok: true, body: { cartId: 'c1', cart: { cartId: 'c1', items: [], unknown: [2] } } },
    );
    renderEn(<CartSync />, db);
    await until(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not add to cart', {
        id: 'TEXT_TOAST_PRODUCT_FAILED_TO_CART',
        description: 'Oljefilter',
      }),
    );
    renderEn(<CartSync />, db);
    await until(async () => expect((await db.meta.get('cartNotice')) ?? null).toBeNull());
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('runs a sign-in merge that waited for the network, then sends the merged cart for the account', async () => {
    await addToCart(db, sampleProduct(1));
    await saveSession(db, { token: 't', userId: '7' });
    await markMergeDue(db, '7');
    renderEn(<CartSync />, db);
    await until(() => expect(account.reads).toBe(1));
    await until(async () =>
      expect(await cartEntries()).toEqual([
        expect.objectContaining({ path: '/cart/create-cart', auth: { userId: '7' } }),
      ]),
    );
  });
});
