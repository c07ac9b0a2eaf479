// Orders placed on this device. Placing is one transaction: the outbox entry (stream 'order', its
// Idempotency-Key made now), the waiting order (`local:<key>`) and the cart moved into it. The drainer's final
// answer settles it in its own transaction: placed (the server's order, `order:<id>`, and its create-payments
// entry) or refused (the server's reason, the cart given back). Offline, reloads and updates change nothing: the
// entry keeps its key until the server has answered, and the server replays the first answer for that key.
import { liveQuery } from 'dexie';
import * as v from 'valibot';
import { summarise } from '../domain/cart';
import type { CreateOrderInput, OrderDto } from '../domain/checkout';
import { OrderAnswer } from '../domain/checkout-schemas';
import type { JsonValue, OutboxEntry, OutboxError } from '../domain/outbox';
import { limitedUntil } from '../domain/outbox-policy';
import { readCart } from './cart';
import { readCartSync } from './cart-sync';
import { cartMetaKey } from './meta';
import { enqueue } from './outbox';
import type { AppDB } from './schema';
import type { OrderRecord } from './types';

/** The drainer's final answer to an entry (workers/settle.ts hands it over). */
export type FinalAnswer = { ok: true; body: unknown } | { ok: false; error: OutboxError };

export type PlaceOrderRequest = {
  order: CreateOrderInput;
  /** The unit price per article the customer confirmed (the waiting order's preview). */
  prices: Record<number, number>;
  userId: string | null;
};

/** What a page is told once about an order of this device: placed (its number) or refused (why). */
export type OrderNotice =
  | { key: string; kind: 'placed'; number: string; token: string }
  | { key: string; kind: 'refused'; code: string; message: string };

export const orderStream = 'order';
export const paymentStream = 'payment';
const noticesKey = 'order-notices';

export const localKey = (idempotencyKey: string) => `local:${idempotencyKey}`;
const serverKey = (id: number) => `order:${id}`;

/** Thrown when the device cart is not what the customer reviewed (changed in another tab): review again. */
export const cartChangedCode = 'CART_CHANGED';

const sameLines = (order: CreateOrderInput, lines: { articleId: number; quantity: number }[]) =>
  order.items.length === lines.length &&
  order.items.every((item) =>
    lines.some((line) => line.articleId === item.articleId && line.quantity === item.quantity),
  );

/**
 * Places `request.order` from the device cart: the outbox entry, the waiting order and the emptied cart are
 * written together or not at all. Rejects with CART_CHANGED (nothing written) when the cart no longer holds the
 * reviewed lines. Resolves the waiting order's key (`local:<idempotencyKey>`).
 */
export function placeWaitingOrder(
  db: AppDB,
  request: PlaceOrderRequest,
  now = Date.now(),
): Promise<{ key: string; entry: OutboxEntry }> {
  return db.transaction('rw', [db.cart, db.meta, db.outbox, db.orders], async () => {
    const cart = await readCart(db);
    if (cart.lines.length === 0 || !sameLines(request.order, cart.lines)) {
      throw { code: cartChangedCode, message: 'The cart changed while it was reviewed.' };
    }
    // The server's copy of this cart, when it is this customer's (a guest cart for a guest order).
    const sync = await readCartSync(db);
    const cartId = sync.owner === request.userId ? sync.cartId : null;
    const order: CreateOrderInput = { ...request.order, cartId };
    const entry = await enqueue(
      db,
      {
        stream: orderStream,
        method: 'POST',
        path: '/order/create-order',
        body: order as unknown as JsonValue,
        ...(request.userId ? { auth: { userId: request.userId } } : {}),
      },
      now,
    );
    const items = cart.lines.map((line) => ({
      ...line,
      price: request.prices[line.articleId] ?? line.price,
    }));
    const summary = summarise(items, request.order.pickup);
    const key = localKey(entry.idempotencyKey);
    await db.orders.put({
      key,
      userId: request.userId,
      createdAt: now,
      state: 'waiting',
      input: order,
      idempotencyKey: entry.idempotencyKey,
      outboxId: entry.id,
      preview: {
        items,
        subtotal: summary.subtotal,
        shipping: summary.shipping,
        tax: summary.vat,
        total: summary.total,
      },
    });
    await db.cart.clear();
    await db.meta.delete(cartMetaKey);
    return { key, entry };
  });
}

async function addNotice(db: AppDB, notice: OrderNotice) {
  const stored = (await db.meta.get(noticesKey))?.value;
  const notices = Array.isArray(stored) ? (stored as OrderNotice[]) : [];
  await db.meta.put({ key: noticesKey, value: [...notices.filter((n) => n.key !== notice.key), notice] });
}

/** Puts the lines of a refused order back into the device cart; an article added since keeps its newer line. */
async function giveBack(db: AppDB, record: OrderRecord) {
  for (const line of record.preview?.items ?? []) {
    if (!(await db.cart.get(line.articleId))) await db.cart.add(line);
  }
  if (record.input?.pickup && !(await db.meta.get(cartMetaKey))) {
    await db.meta.put({
      key: cartMetaKey,
      value: { pickup: true, pickupShop: record.input.pickupShop ?? null },
    });
  }
}

/** The order in an answer of create-order or create-payments (both carry it as `order`), or null. */
const orderOf = (body: unknown): OrderDto | null => {
  const parsed = v.safeParse(OrderAnswer, body);
  return parsed.success ? parsed.output.order : null;
};

/**
 * Settles a create-order entry (stream 'order'), inside the drainer's transaction. Placed: the waiting order
 * becomes the server's order and its payment is queued. Refused: the order is marked failed with the reason, the
 * cart comes back, and the entry leaves the outbox so the next order of this device is not held behind it (the
 * failed order keeps what was sent). An order already settled is left alone.
 */
export async function settleOrder(db: AppDB, entry: OutboxEntry, answer: FinalAnswer): Promise<void> {
  const key = localKey(entry.idempotencyKey);
  const record = await db.orders.get(key);
  if (record?.state !== 'waiting') return;
  if (!answer.ok) {
    const error = { code: answer.error.code, message: answer.error.message };
    await db.orders.put({ ...record, state: 'failed', error });
    await giveBack(db, record);
    await db.outbox.delete(entry.id);
    await addNotice(db, { key, kind: 'refused', ...error });
    return;
  }
  const order = orderOf(answer.body);
  if (!order) {
    // Accepted, but an answer this build cannot read: placed all the same, never given back.
    await db.orders.put({ ...record, state: 'placed' });
    return;
  }
  await db.orders.delete(key);
  await db.orders.put({ ...record, key: serverKey(order.id), state: 'placed', order });
  await enqueue(db, {
    stream: paymentStream,
    method: 'POST',
    path: '/order/create-payments',
    body: { id: order.id, token: order.token },
    ...(entry.auth ? { auth: entry.auth } : {}),
  });
  await addNotice(db, { key, kind: 'placed', number: order.number, token: order.token });
}

/** Settles a create-payments entry (stream 'payment'): the order's record gets the answer's order and payment. */
export async function settlePayment(db: AppDB, entry: OutboxEntry, answer: FinalAnswer): Promise<void> {
  const body = entry.body as { id?: unknown };
  if (typeof body?.id !== 'number') return;
  const record = await db.orders.get(serverKey(body.id));
  if (!answer.ok) {
    // The order stands; its payment is the shop's to sort out. Do not hold later payments behind this one.
    await db.outbox.delete(entry.id);
    if (record)
      await db.orders.put({ ...record, error: { code: answer.error.code, message: answer.error.message } });
    return;
  }
  const order = orderOf(answer.body);
  if (record && order) await db.orders.put({ ...record, order });
}

/**
 * The order a checkout page shows: `local:<idempotencyKey>` (placed here; found after it was placed too) or the
 * order's token.
 */
export async function readOrderRecord(db: AppDB, ref: string): Promise<OrderRecord | null> {
  if (ref.startsWith('local:')) {
    const direct = await db.orders.get(ref);
    if (direct) return direct;
    const idempotencyKey = ref.slice('local:'.length);
    return (await db.orders.filter((record) => record.idempotencyKey === idempotencyKey).first()) ?? null;
  }
  return (await db.orders.filter((record) => record.order?.token === ref).first()) ?? null;
}

/** Calls `onChange` with the record at `ref` now and after every change; returns the unsubscribe. */
export function watchOrder(
  db: AppDB,
  ref: string,
  onChange: (record: OrderRecord | null) => void,
): () => void {
  const subscription = liveQuery(() => readOrderRecord(db, ref)).subscribe({
    next: onChange,
    error: () => onChange(null),
  });
  return () => subscription.unsubscribe();
}

/**
 * Until when the shop holds back a waiting order of this device: its create-order met the shop's order limit (429)
 * and goes out again then, not sooner (the server's Retry-After). Null when it is not held back.
 */
export async function orderLimitedUntil(
  db: AppDB,
  record: OrderRecord | null | undefined,
): Promise<number | null> {
  if (record?.state !== 'waiting' || record.outboxId === undefined) return null;
  const entry = await db.outbox.get(record.outboxId);
  return entry ? limitedUntil(entry) : null;
}

/** Calls `onChange` with until when the order at `ref` is held back by the shop's limit, now and on every change. */
export function watchOrderLimit(
  db: AppDB,
  ref: string,
  onChange: (until: number | null) => void,
): () => void {
  const subscription = liveQuery(async () => orderLimitedUntil(db, await readOrderRecord(db, ref))).subscribe(
    {
      next: onChange,
      error: () => onChange(null),
    },
  );
  return () => subscription.unsubscribe();
}

/** Keeps an order read from the server (the success page by token), without losing what this device knew. */
export function keepOrder(
  db: AppDB,
  order: OrderDto,
  userId: string | null,
  now = Date.now(),
): Promise<void> {
  return db.transaction('rw', db.orders, async () => {
    const key = serverKey(order.id);
    const known = await db.orders.get(key);
    await db.orders.put({ ...(known ?? { createdAt: now, userId }), key, state: 'placed', order });
  });
}

/** The notices not shown yet, taken once: a second tab asking at the same moment gets none of them. */
export function takeOrderNotices(db: AppDB): Promise<OrderNotice[]> {
  return db.transaction('rw', db.meta, async () => {
    const stored = (await db.meta.get(noticesKey))?.value;
    if (!Array.isArray(stored) || stored.length === 0) return [];
    await db.meta.delete(noticesKey);
    return stored as OrderNotice[];
  });
}

/** Sign-out: the notices of these orders (by the key they were placed under) are not the next user's to see. */
export async function forgetOrderNotices(db: AppDB, keys: ReadonlySet<string>): Promise<void> {
  const stored = (await db.meta.get(noticesKey))?.value;
  if (!Array.isArray(stored)) return;
  const kept = (stored as OrderNotice[]).filter((notice) => !keys.has(notice.key));
  if (kept.length === 0) await db.meta.delete(noticesKey);
  else await db.meta.put({ key: noticesKey, value: kept });
}

/** How many notices wait (a live query's trigger for takeOrderNotices). */
export async function countOrderNotices(db: AppDB): Promise<number> {
  const stored = (await db.meta.get(noticesKey))?.value;
  return Array.isArray(stored) ? stored.length : 0;
}
