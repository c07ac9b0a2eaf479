import { describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../domain/checkout';
import { sampleAddress } from '../domain/testing';
import { readAccountOnDevice, removeAccountFromDevice } from './account-on-device';
import { keepAddressList } from './addresses';
import { addToCart, readCart, setPickup } from './cart';
import { queueCartSync } from './cart-sync';
import { addVehicle, listGarage } from './garage';
import { keepSeenOrder } from './orders';
import { enqueue, listOpen, markDone, markFailed } from './outbox';
import { savePackForOffline } from './packs';
import { addSaved, listSaved } from './saved-products';
import type { AppDB } from './schema';
import { readSession, saveSession } from './session';
import { freshDb, sampleOrder, sampleProduct } from './testing';
import { placeWaitingOrder, settleOrder, takeOrderNotices } from './waiting-orders';

const kari = '7';
const order = (articleId: number): CreateOrderInput => ({
  items: [{ articleId, quantity: 1, options: {} }],
  email: 'kari@example.no',
  pickup: false,
  pickupShop: null,
  paymentMethod: 'invoice',
  expectedTotal: 628,
  lang: 'no',
});

/** Kari signed in on the device (the workers' session mirror), with an order placed here that waits to be sent. */
async function kariWithWaitingOrder(db: AppDB) {
  await saveSession(db, { token: 'kari-token', userId: kari });
  await addToCart(db, sampleProduct(1));
  return placeWaitingOrder(db, { order: order(1), prices: { 1: 499 }, userId: kari });
}

/** No Web Locks in node: the removal runs as it would under the lock. */
const noLocks = null;

describe('what of an account the device holds', () => {
  it('counts its waiting and refused orders, the cart and its writes on their way; not a guest order', async () => {
    const db = freshDb();
    expect(await readAccountOnDevice(db, kari)).toEqual({
      waitingOrders: 0,
      refusedOrders: 0,
      cartLines: 0,
      unsent: 0,
    });
    await placeWaitingOrderAsGuest(db);
    await kariWithWaitingOrder(db);
    await addToCart(db, sampleProduct(2));
    await enqueue(db, {
      stream: 'garage',
      method: 'POST',
      path: '/garage',
      body: {},
      auth: { userId: kari },
    });
    expect(await readAccountOnDevice(db, kari)).toEqual({
      waitingOrders: 1,
      refusedOrders: 0,
      cartLines: 1,
      unsent: 2,
    });
  });

  it('counts an order the shop refused as refused, not waiting, and its entry no longer as unsent', async () => {
    const db = freshDb();
    const { entry } = await kariWithWaitingOrder(db);
    await markFailed(db, entry.id, { status: 409, code: 'OUT_OF_STOCK', message: 'Utsolgt' });
    await settleOrder(db, entry, {
      ok: false,
      error: { status: 409, code: 'OUT_OF_STOCK', message: 'Utsolgt' },
    });
    expect(await readAccountOnDevice(db, kari)).toMatchObject({
      waitingOrders: 0,
      refusedOrders: 1,
      unsent: 0,
    });
  });
});

async function placeWaitingOrderAsGuest(db: AppDB) {
  await addToCart(db, sampleProduct(9));
  return placeWaitingOrder(db, { order: order(9), prices: { 9: 499 }, userId: null });
}

describe('removing the account from the device at sign-out', () => {
  it('removes nothing while an order waits to be sent, unless the user chose to', async () => {
    const db = freshDb();
    await kariWithWaitingOrder(db);
    await addToCart(db, sampleProduct(2));
    expect(await removeAccountFromDevice(db, kari, { removeUnsent: false }, noLocks)).toBe('still-waiting');
    expect(await readAccountOnDevice(db, kari)).toMatchObject({ waitingOrders: 1, cartLines: 1, unsent: 1 });
    expect(await readSession(db)).not.toBeNull();
  });

  it('with the user’s choice: the account’s cart, orders, addresses, garage, lists, notices, outbox entries and session go', async () => {
    const db = freshDb();
    const guest = await placeWaitingOrderAsGuest(db);
    await kariWithWaitingOrder(db);
    await addToCart(db, sampleProduct(2));
    await setPickup(db, true);
    await queueCartSync(db);
    await keepSeenOrder(db, kari, sampleOrder(41, { userId: 7 }));
    await keepAddressList(db, kari, [{ ...sampleAddress(), id: 3, default: true }]);
    await addVehicle(db, { id: 101, year: 2015, make: 'Volkswagen', model: 'Golf VII', engine: '1.6 TDI' });
    await addSaved(db, 'wishlist', sampleProduct(5));
    await addSaved(db, 'compare', sampleProduct(7));
    await savePackForOffline(
      db,
      { carId: 101, manuName: 'VW', modelname: 'Golf VII', typeName: '1.6 TDI' },
      'no',
    );
    await db.packParts.put({
      ...sampleProduct(6),
      carId: 101,
      genericArticleId: 1,
      color: null,
      oeNumbers: [],
      thumbnail: '',
    });

    expect(await removeAccountFromDevice(db, kari, { removeUnsent: true }, noLocks)).toBe('removed');

    expect(await readAccountOnDevice(db, kari)).toEqual({
      waitingOrders: 0,
      refusedOrders: 0,
      cartLines: 0,
      unsent: 0,
    });
    expect((await readCart(db)).lines).toEqual([]);
    expect((await readCart(db)).pickup).toBe(false);
    expect(await db.orders.where('userId').equals(kari).count()).toBe(0);
    expect(await db.addresses.count()).toBe(0);
    expect(await listGarage(db)).toEqual([]);
    expect(await readSession(db)).toBeNull();
    expect(await db.meta.get('cartSync')).toBeUndefined();
    // The guest's order placed on this device before is not the account's: it still waits, with its entry.
    expect(await db.orders.get(guest.key)).toMatchObject({ state: 'waiting', userId: null });
    expect((await listOpen(db)).map((entry) => entry.id)).toEqual([guest.entry.id]);
    // The wishlist and compare list follow the account and leave with it; the offline parts packs are the device's.
    expect(await listSaved(db, 'wishlist')).toEqual([]);
    expect(await listSaved(db, 'compare')).toEqual([]);
    expect(await db.packs.get(101)).toMatchObject({ state: 'downloading' });
    expect(await db.packParts.count()).toBe(1);
  });

  it('once everything was sent: removes the account without asking, and the notices of its orders go too', async () => {
    const db = freshDb();
    const { entry } = await kariWithWaitingOrder(db);
    const placed = sampleOrder(42, { userId: 7 });
    await markDone(db, entry.id, { order: placed });
    await settleOrder(db, entry, { ok: true, body: { order: placed } });
    const payments = await listOpen(db);
    for (const payment of payments) await markDone(db, payment.id, {});
    expect(await readAccountOnDevice(db, kari)).toMatchObject({ unsent: 0 });

    expect(await removeAccountFromDevice(db, kari, { removeUnsent: false }, noLocks)).toBe('removed');
    expect(await db.orders.count()).toBe(0);
    expect(await takeOrderNotices(db)).toEqual([]);
  });

  it('waits for the drainer’s lock: an entry being sent is never removed from under it', async () => {
    const db = freshDb();
    const { entry } = await kariWithWaitingOrder(db);
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One lock, as navigator.locks grants it: the drainer has it first.
    let queue: Promise<unknown> = held;
    const locks = {
      request: (_name: string, work: () => Promise<unknown>) => {
        const run = queue.then(work);
        queue = run;
        return run;
      },
    } as unknown as Pick<LockManager, 'request'>;
    const removal = removeAccountFromDevice(db, kari, { removeUnsent: false }, locks).then((result) => {
      order.push(`removal: ${result}`);
      return result;
    });
    // The drainer sends the order and settles it while holding the lock.
    const placed = sampleOrder(43, { userId: 7 });
    await markDone(db, entry.id, { order: placed });
    await settleOrder(db, entry, { ok: true, body: { order: placed } });
    for (const payment of await listOpen(db)) await markDone(db, payment.id, {});
    order.push('sent');
    release();
    expect(await removal).toBe('removed');
    expect(order).toEqual(['sent', 'removal: removed']);
  });
});
