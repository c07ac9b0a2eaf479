// The signed-in user's orders as last seen (table `orders`, key `order:<id>`), with the orders placed on this device
// that still wait in the outbox or were refused (`local:<key>`, written by db/waiting-orders.ts), so the order pages
// read offline what was last seen. Only server answers are written here; reads skip damaged records.
import * as v from 'valibot';
import { type OrderDto, type OrderPage, orderPageSize } from '../domain/checkout';
import { OrderSchema } from '../domain/checkout-schemas';
import { matchesOrderSearch } from '../domain/order-job';
import type { AppDB } from './schema';
import type { OrderRecord } from './types';
import { keepOrder, orderLimitedUntil } from './waiting-orders';

/** How many orders the server last said the user has (meta), so pages not seen yet are still counted. */
const totalKey = (userId: string) => `orders-total:${userId}`;
/** The same for the last search asked (`{ search, total }`): forgotten with the rest at sign-out. */
const searchTotalKey = (userId: string) => `orders-total:${userId}:search`;

/**
 * An order of this device that the server has not (yet) accepted: waiting, refused, or accepted unreadably;
 * `limitedUntil`: held back by the shop's order limit until then (null when not).
 */
export type DeviceOrder = Pick<OrderRecord, 'key' | 'state' | 'createdAt' | 'preview' | 'error'> & {
  limitedUntil: number | null;
};

export type OrdersPage = {
  /** The device's orders not (yet) placed, newest first: shown above the list. */
  device: DeviceOrder[];
  /** This page of the user's orders, newest first. */
  orders: OrderDto[];
  page: number;
  pages: number;
  /** Orders the server has (as last heard, or as many as were seen). */
  total: number;
};

const placedOrder = (record: OrderRecord): OrderDto | null => {
  if (!record.key.startsWith('order:') || record.order === undefined) return null;
  const parsed = v.safeParse(OrderSchema, record.order);
  return parsed.success ? parsed.output : null;
};

const newestFirst = (a: OrderDto, b: OrderDto) =>
  (Date.parse(b.created) || 0) - (Date.parse(a.created) || 0) || b.id - a.id;

/** A page of the server's list (for `search`, when given): its orders are kept, and how many the user has. */
export function keepOrderPage(db: AppDB, userId: string, page: OrderPage, search = ''): Promise<void> {
  return db.transaction('rw', [db.orders, db.meta], async () => {
    for (const order of page.items) await keepOrder(db, order, userId);
    const wanted = search.trim();
    await db.meta.put(
      wanted
        ? { key: searchTotalKey(userId), value: { search: wanted, total: page.total } }
        : { key: totalKey(userId), value: page.total },
    );
  });
}

/** How many orders the server last said the user has, or has found by `search`; 0 when not heard. */
async function heardTotal(db: AppDB, userId: string, search: string): Promise<number> {
  if (!search) {
    const heard = (await db.meta.get(totalKey(userId)))?.value;
    return typeof heard === 'number' ? heard : 0;
  }
  const heard = (await db.meta.get(searchTotalKey(userId)))?.value as { search?: unknown; total?: unknown };
  return heard?.search === search && typeof heard.total === 'number' ? heard.total : 0;
}

/** One order read from the server. */
export const keepSeenOrder = (db: AppDB, userId: string, order: OrderDto) => keepOrder(db, order, userId);

/**
 * Page `page` (from 1) of the user's orders as last seen, newest first, with the device's unplaced orders; with a
 * `search`, the orders it finds (src/domain/order-job.ts), and no unplaced ones.
 */
export async function readOrdersPage(
  db: AppDB,
  userId: string,
  page: number,
  limit = orderPageSize,
  search = '',
): Promise<OrdersPage> {
  const wanted = search.trim();
  const records = await db.orders.where('userId').equals(userId).toArray();
  const unplaced = records
    .filter(
      (record) => !wanted && record.key.startsWith('local:') && (record.state !== 'placed' || !record.order),
    )
    .sort((a, b) => b.createdAt - a.createdAt);
  const device: DeviceOrder[] = [];
  for (const record of unplaced) {
    const { key, state, createdAt, preview, error } = record;
    device.push({ key, state, createdAt, preview, error, limitedUntil: await orderLimitedUntil(db, record) });
  }
  const placed = records
    .flatMap((record) => placedOrder(record) ?? [])
    .filter((order) => matchesOrderSearch(order, wanted))
    .sort(newestFirst);
  const total = Math.max(await heardTotal(db, userId, wanted), placed.length);
  return {
    device,
    orders: placed.slice((page - 1) * limit, page * limit),
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
  };
}

/** One of the user's orders as last seen, or null. */
export async function readSeenOrder(db: AppDB, userId: string, id: number): Promise<OrderDto | null> {
  const record = await db.orders.get(`order:${id}`);
  return record && record.userId === userId ? placedOrder(record) : null;
}

/** Sign-out: the device forgets the orders it was shown; the ones still waiting to be placed stay. */
export function forgetSeenOrders(db: AppDB): Promise<void> {
  return db.transaction('rw', [db.orders, db.meta], async () => {
    await db.orders.filter((record) => record.key.startsWith('order:')).delete();
    await db.meta.filter((record) => record.key.startsWith('orders-total:')).delete();
  });
}
