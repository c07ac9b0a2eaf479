import { describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../domain/checkout';
import type { OutboxEntry } from '../domain/outbox';
import { addToCart, readCart, setPickup } from './cart';
import { listOpen } from './outbox';
import type { AppDB } from './schema';
import { freshDb, sampleOrder, sampleProduct } from './testing';
import {
  type FinalAnswer,
  keepOrder,
  placeWaitingOrder,
  readOrderRecord,
  settleOrder,
  settlePayment,
  takeOrderNotices,
} from './waiting-orders';

const disc = sampleProduct(1, { price: 899, discount: 749 });
const pads = sampleProduct(2, { price: 449 });

const order = (items: [number, number][], extra: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  items: items.map(([articleId, quantity]) => ({ articleId, quantity, options: {} })),
  email: 'ola@example.no',
  pickup: false,
  pickupShop: null,
  paymentMethod: 'invoice',
  expectedTotal: 1776,
  lang: 'no',
  ...extra,
});

const serverOrder = (id: number) => sampleOrder(id);

async function cartOf(db: AppDB) {
  await addToCart(db, disc, 2, {}, 10);
  await addToCart(db, pads, 1, {}, 20);
}

/** What the drainer does with a final answer: mark the entry, then settle, in one transaction. */
const settle = (db: AppDB, entry: OutboxEntry, answer: FinalAnswer) =>
  db.transaction('rw', db.tables, async () => {
    await db.outbox.update(entry.id, { state: answer.ok ? 'done' : 'failed' });
    await settleOrder(db, (await db.outbox.get(entry.id)) ?? entry, answer);
  });

describe('placing an order on the device', () => {
  it('writes the outbox entry, the waiting order and the emptied cart together', async () => {
    const db = freshDb();
    await cartOf(db);
    await setPickup(db, false);
    const input = order([
      [1, 2],
      [2, 1],
    ]);
    const { key, entry } = await placeWaitingOrder(
      db,
      { order: input, prices: { 1: 700 }, userId: '7' },
      100,
    );
    expect(key).toBe(`local:${entry.idempotencyKey}`);
    expect(await listOpen(db)).toEqual([
      expect.objectContaining({
        stream: 'order',
        method: 'POST',
        path: '/order/create-order',
        body: { ...input, cartId: null },
        auth: { userId: '7' },
        idempotencyKey: entry.idempotencyKey,
      }),
    ]);
    const record = await readOrderRecord(db, key);
    expect(record).toMatchObject({
      key,
      state: 'waiting',
      userId: '7',
      input: { ...input, cartId: null },
      outboxId: entry.id,
    });
    // The preview is at the confirmed prices: 2 × 700 + 449 + 129.
    expect(record?.preview).toMatchObject({ subtotal: 1849, shipping: 129, total: 1978 });
    expect(record?.preview?.items.map((line) => [line.articleId, line.price])).toEqual([
      [1, 700],
      [2, 449],
    ]);
    expect(await readCart(db)).toEqual({ lines: [], pickup: false, pickupShop: null });
  });

  it("a guest order goes out without a user, with the guest cart's server id", async () => {
    const db = freshDb();
    await cartOf(db);
    await db.meta.put({ key: 'cartSync', value: { cartId: 'c-1', owner: null } });
    const { entry } = await placeWaitingOrder(db, {
      order: order([
        [1, 2],
        [2, 1],
      ]),
      prices: {},
      userId: null,
    });
    expect(entry.auth).toBeUndefined();
    expect(entry.body).toMatchObject({ cartId: 'c-1' });
  });

  it('sends the order’s reference and vehicle with it, and keeps them with the waiting order', async () => {
    const db = freshDb();
    await cartOf(db);
    const job = { reference: 'JOB-4411', vehicle: { carId: null, label: '', plate: 'AB12345' } };
    const lines: [number, number][] = [
      [1, 2],
      [2, 1],
    ];
    const { key, entry } = await placeWaitingOrder(db, { order: order(lines, job), prices: {}, userId: '7' });
    expect(entry.body).toMatchObject(job);
    expect((await readOrderRecord(db, key))?.input).toMatchObject(job);
  });

  it('writes nothing when the cart is not what was reviewed, or when any write fails', async () => {
    const db = freshDb();
    await cartOf(db);
    await expect(
      placeWaitingOrder(db, { order: order([[1, 2]]), prices: {}, userId: null }),
    ).rejects.toMatchObject({ code: 'CART_CHANGED' });
    // An order record IndexedDB cannot store: the entry added before it in the transaction is undone too.
    const broken = {
      ...order([
        [1, 2],
        [2, 1],
      ]),
      lang: (() => 'no') as unknown as 'no',
    };
    await expect(placeWaitingOrder(db, { order: broken, prices: {}, userId: null })).rejects.toBeDefined();
    expect(await listOpen(db)).toEqual([]);
    expect(await db.orders.count()).toBe(0);
    expect((await readCart(db)).lines).toHaveLength(2);
  });
});

describe('settling an order', () => {
  async function placed(db: AppDB, userId: string | null = null) {
    await cartOf(db);
    await setPickup(db, true);
    return placeWaitingOrder(db, {
      order: order(
        [
          [1, 2],
          [2, 1],
        ],
        { pickup: true, pickupShop: 'alnabru' },
      ),
      prices: {},
      userId,
    });
  }

  it("accepted: the order is the server's, its payment is queued, a notice is left", async () => {
    const db = freshDb();
    const { key, entry } = await placed(db, '7');
    await settle(db, entry, { ok: true, body: { order: serverOrder(41) } });
    expect(await db.orders.get(key)).toBeUndefined();
    const record = await readOrderRecord(db, key);
    expect(record).toMatchObject({
      key: 'order:41',
      state: 'placed',
      idempotencyKey: entry.idempotencyKey,
      order: { number: 'BD-41', token: 'tok-41' },
    });
    expect(await readOrderRecord(db, 'tok-41')).toMatchObject({ key: 'order:41' });
    expect(await listOpen(db)).toEqual([
      expect.objectContaining({
        stream: 'payment',
        path: '/order/create-payments',
        body: { id: 41, token: 'tok-41' },
        auth: { userId: '7' },
      }),
    ]);
    expect(await takeOrderNotices(db)).toEqual([{ key, kind: 'placed', number: 'BD-41', token: 'tok-41' }]);
    expect(await takeOrderNotices(db)).toEqual([]);
    expect((await readCart(db)).lines).toEqual([]);
  });

  it('refused: the order is failed with the reason, the cart comes back, the stream is free', async () => {
    const db = freshDb();
    const { key, entry } = await placed(db);
    // Something added to the cart while the order waited stays.
    await addToCart(db, pads, 5, {}, 30);
    const error = { status: 409, code: 'OUT_OF_STOCK', message: 'Ikke nok på lager' };
    await settle(db, entry, { ok: false, error });
    expect(await readOrderRecord(db, key)).toMatchObject({
      state: 'failed',
      error: { code: 'OUT_OF_STOCK', message: 'Ikke nok på lager' },
    });
    const cart = await readCart(db);
    expect(cart.lines.map((line) => [line.articleId, line.quantity])).toEqual([
      [1, 2],
      [2, 5],
    ]);
    expect(cart).toMatchObject({ pickup: true, pickupShop: 'alnabru' });
    expect(await db.outbox.count()).toBe(0);
    expect(await takeOrderNotices(db)).toEqual([
      { key, kind: 'refused', code: 'OUT_OF_STOCK', message: 'Ikke nok på lager' },
    ]);
  });

  it('a second settle of the same entry does nothing', async () => {
    const db = freshDb();
    const { key, entry } = await placed(db);
    await settle(db, entry, { ok: true, body: { order: serverOrder(41) } });
    await takeOrderNotices(db);
    await settle(db, entry, { ok: true, body: { order: serverOrder(41) } });
    await settle(db, entry, { ok: false, error: { status: 409, code: 'OUT_OF_STOCK', message: 'x' } });
    expect(await db.orders.count()).toBe(1);
    expect(await readOrderRecord(db, key)).toMatchObject({ state: 'placed' });
    expect((await listOpen(db)).filter((item) => item.stream === 'payment')).toHaveLength(1);
    expect((await readCart(db)).lines).toEqual([]);
    expect(await takeOrderNotices(db)).toEqual([]);
  });

  it('the payment answer updates the placed order', async () => {
    const db = freshDb();
    const { entry } = await placed(db);
    await settle(db, entry, { ok: true, body: { order: serverOrder(41) } });
    const [payment] = await listOpen(db);
    if (!payment) throw new Error('no payment entry');
    const paid = {
      ...serverOrder(41),
      payment: { method: 'store' as const, status: 'PAY_IN_STORE' as const, reference: 'S-41' },
    };
    await db.transaction('rw', db.tables, () =>
      settlePayment(db, payment, { ok: true, body: { payment: paid.payment, order: paid } }),
    );
    expect((await db.orders.get('order:41'))?.order?.payment).toMatchObject({ status: 'PAY_IN_STORE' });
  });

  it('an order read from the server keeps what the device knew of it', async () => {
    const db = freshDb();
    const { key, entry } = await placed(db);
    await settle(db, entry, { ok: true, body: { order: serverOrder(41) } });
    await keepOrder(db, { ...serverOrder(41), status: 'SHIPPED' }, null);
    expect(await readOrderRecord(db, key)).toMatchObject({ order: { status: 'SHIPPED' } });
  });
});
