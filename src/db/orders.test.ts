import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../domain/checkout';
import { forgetSeenOrders, keepOrderPage, keepSeenOrder, readOrdersPage, readSeenOrder } from './orders';
import { freshDb, sampleOrder } from './testing';

const order = (id: number, day: number): OrderDto =>
  sampleOrder(id, {
    number: `BD-${1000 + id}`,
    created: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    userId: 7,
  });

const pageOf = (items: OrderDto[], total: number, page = 1) => ({
  type: 'page' as const,
  limit: 8,
  total,
  page,
  pages: Math.ceil(total / 8),
  from: (page - 1) * 8 + 1,
  to: (page - 1) * 8 + items.length,
  items,
});

describe('orders as last seen', () => {
  it('read back a page of the server’s list, newest first, counted as the server counted them', async () => {
    const db = freshDb();
    const first = Array.from({ length: 8 }, (_, i) => order(20 - i, 20 - i));
    await keepOrderPage(db, '7', pageOf(first, 11));
    const page1 = await readOrdersPage(db, '7', 1);
    expect(page1.orders.map((o) => o.id)).toEqual([20, 19, 18, 17, 16, 15, 14, 13]);
    expect(page1).toMatchObject({ page: 1, pages: 2, total: 11, device: [] });
    // Page 2 not seen yet: counted, but empty on this device.
    expect((await readOrdersPage(db, '7', 2)).orders).toEqual([]);

    await keepOrderPage(db, '7', pageOf([order(12, 12), order(11, 11), order(10, 10)], 11, 2));
    expect((await readOrdersPage(db, '7', 2)).orders.map((o) => o.id)).toEqual([12, 11, 10]);
  });

  it('find by reference or plate what was seen, counted as the server counted the search, the list’s count kept', async () => {
    const db = freshDb();
    const golf = { carId: 4711, label: 'VW GOLF VII', plate: 'AB12345' };
    const job = { ...order(5, 5), reference: 'JOB-4411', vehicle: golf };
    await keepOrderPage(db, '7', pageOf([order(6, 6), job, order(4, 4)], 30));
    await keepOrderPage(db, '7', pageOf([job], 9), 'job-44');
    await db.orders.put({ key: 'local:w', userId: '7', createdAt: 9, state: 'waiting' });
    const found = await readOrdersPage(db, '7', 1, 8, 'job-44');
    expect(found.orders.map((o) => o.id)).toEqual([5]);
    expect(found).toMatchObject({ total: 9, pages: 2, device: [] });
    expect((await readOrdersPage(db, '7', 1, 8, 'ab 12345')).orders.map((o) => o.id)).toEqual([5]);
    // Another search than the one the server counted: only what this device finds.
    expect((await readOrdersPage(db, '7', 1, 8, 'golf')).total).toBe(1);
    expect(await readOrdersPage(db, '7', 1)).toMatchObject({ total: 30, device: [{ key: 'local:w' }] });
  });

  it('keep each user’s orders apart', async () => {
    const db = freshDb();
    await keepOrderPage(db, '7', pageOf([order(1, 1)], 1));
    await keepOrderPage(db, '8', pageOf([order(2, 2)], 1));
    expect((await readOrdersPage(db, '7', 1)).orders.map((o) => o.id)).toEqual([1]);
    expect(await readSeenOrder(db, '8', 1)).toBeNull();
    expect((await readSeenOrder(db, '8', 2))?.number).toBe('BD-1002');
  });

  it('an order read on its own is listed too, and a newer read replaces the older', async () => {
    const db = freshDb();
    await keepSeenOrder(db, '7', order(3, 3));
    await keepSeenOrder(db, '7', { ...order(3, 3), status: 'SHIPPED' });
    expect((await readOrdersPage(db, '7', 1)).orders.map((o) => [o.id, o.status])).toEqual([[3, 'SHIPPED']]);
  });

  it('list the device’s waiting and refused orders above, newest first, never the placed ones', async () => {
    const db = freshDb();
    const base = { userId: '7', input: undefined, preview: undefined };
    await db.orders.bulkPut([
      { ...base, key: 'local:a', createdAt: 1, state: 'waiting' },
      {
        ...base,
        key: 'local:b',
        createdAt: 2,
        state: 'failed',
        error: { code: 'OUT_OF_STOCK', message: 'Gone' },
      },
      { ...base, key: 'local:c', createdAt: 3, state: 'waiting', userId: '8' },
      { ...base, key: 'order:4', createdAt: 4, state: 'placed', order: order(4, 4) },
    ]);
    const page = await readOrdersPage(db, '7', 1);
    expect(page.device.map((o) => [o.key, o.state, o.error?.code])).toEqual([
      ['local:b', 'failed', 'OUT_OF_STOCK'],
      ['local:a', 'waiting', undefined],
    ]);
    expect(page.orders.map((o) => o.id)).toEqual([4]);
  });

  it('skip a damaged order, and forget the seen ones (not the waiting) at sign-out', async () => {
    const db = freshDb();
    await keepOrderPage(db, '7', pageOf([order(1, 1)], 1));
    await db.orders.put({
      key: 'order:9',
      userId: '7',
      createdAt: 9,
      state: 'placed',
      order: { id: 'x' } as never,
    });
    await db.orders.put({ key: 'local:w', userId: '7', createdAt: 5, state: 'waiting' });
    expect((await readOrdersPage(db, '7', 1)).orders.map((o) => o.id)).toEqual([1]);
    await forgetSeenOrders(db);
    const after = await readOrdersPage(db, '7', 1);
    expect(after.orders).toEqual([]);
    expect(after.total).toBe(0);
    expect(after.device.map((o) => o.key)).toEqual(['local:w']);
  });
});
