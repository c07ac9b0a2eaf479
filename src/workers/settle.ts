// What a final server answer to an outbox entry changes on the device, per stream, besides the entry's own state:
// the cart learns its server id and prices, a waiting order becomes placed (or refused, with the cart given back).
// Runs inside the drain's Dexie transaction (every table): IndexedDB work only, no fetch, no timers.
import { settleCart } from '../db/cart-settle';
import type { AppDB } from '../db/schema';
import { settleOrder, settlePayment } from '../db/waiting-orders';
import type { OutboxEntry, OutboxError } from '../domain/outbox';

export type SettledAnswer = { ok: true; body: unknown } | { ok: false; error: OutboxError };
export type Settle = (db: AppDB, entry: OutboxEntry, answer: SettledAnswer) => Promise<void>;

/** One line per stream whose answers change more than the entry (each names its db/ module's function). */
const byStream: Record<string, Settle> = {
  cart: settleCart,
  order: settleOrder,
  payment: settlePayment,
};

export const settleEntry: Settle = async (db, entry, answer) => {
  await byStream[entry.stream]?.(db, entry, answer);
};
