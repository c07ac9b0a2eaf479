// An order placed on the device, then drained against what the shop answers about money and abuse: an order that
// meets the shop's order limit (429 with Retry-After) waits until then — not sooner — and says so wherever waiting
// orders are read; an invoice order the shop refuses comes back failed with the shop's reason and the cart back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SendEntry, SendResult } from '../api/outbox-send';
import { addToCart, readCart } from '../db/cart';
import { readOrdersPage } from '../db/orders';
import { readEntry } from '../db/outbox';
import type { AppDB } from '../db/schema';
import { saveSession } from '../db/session';
import { freshDb, sampleOrder, sampleProduct } from '../db/testing';
import { sessionToken } from '../db/testing-session';
import {
  orderLimitedUntil,
  placeWaitingOrder,
  readOrderRecord,
  takeOrderNotices,
} from '../db/waiting-orders';
import type { CreateOrderInput } from '../domain/checkout';
import type { OutboxEntry } from '../domain/outbox';
import { backoffCap, limitedUntil, retryAfterCap } from '../domain/outbox-policy';
import { drainOutbox } from './drain';

let db: AppDB;
beforeEach(async () => {
  db = freshDb();
  // The account's session on this device: its orders go out with it.
  await saveSession(db, { token: sessionToken(7), userId: '7' });
});
afterEach(() => db.delete());

let clock = 5_000_000;
const now = () => clock;
const drain = (send: SendEntry) => drainOutbox({ db, send, now, random: () => 1, locks: null });

/** The shop's answers to create-order, one per call; create-payments is always accepted. */
function shop(answers: SendResult[]) {
  const sent: OutboxEntry[] = [];
  const send: SendEntry = async (entry) => {
    if (entry.path === '/order/create-payments') return { status: 200, body: {} };
    sent.push(entry);
    return answers.shift() ?? { status: 201, body: { order: sampleOrder(77) } };
  };
  return { send, sent };
}

const input = (paymentMethod: CreateOrderInput['paymentMethod']): CreateOrderInput => ({
  items: [{ articleId: 1, quantity: 2, options: {} }],
  pickup: false,
  pickupShop: null,
  paymentMethod,
  expectedTotal: 1027,
  lang: 'no',
});

async function waitingOrder(paymentMethod: CreateOrderInput['paymentMethod'] = 'invoice') {
  await addToCart(db, sampleProduct(1, { price: 449 }), 2, {}, clock);
  return placeWaitingOrder(db, { order: input(paymentMethod), prices: {}, userId: '7' }, clock);
}

const tooMany = (retryAfterSeconds: number | null): SendResult => ({
  status: 429,
  body: { error: 'TOO_MANY_REQUESTS', message: 'For mange bestillinger. Prøv igjen senere.' },
  retryAfterSeconds,
});

describe('an order that meets the shop’s order limit', () => {
  it('waits as long as Retry-After says, not the shorter backoff, and says until when everywhere', async () => {
    const { key, entry } = await waitingOrder();
    const server = shop([tooMany(600)]);
    const first = await drain(server.send);
    expect(first).toMatchObject({ sent: 0, retried: 1, nextAt: clock + 600_000 });
    const waiting = await readEntry(db, entry.id);
    expect(waiting).toMatchObject({ state: 'pending', nextAttemptAt: clock + 600_000 });
    expect(limitedUntil(waiting as OutboxEntry)).toBe(clock + 600_000);

    // The order is still waiting, kept with its cart; every reader sees why and until when.
    const record = await readOrderRecord(db, key);
    expect(record?.state).toBe('waiting');
    expect(await orderLimitedUntil(db, record)).toBe(clock + 600_000);
    expect((await readOrdersPage(db, '7', 1)).device).toEqual([
      expect.objectContaining({ key, state: 'waiting', limitedUntil: clock + 600_000 }),
    ]);

    // A backoff step later (1 s) and 9 minutes later: not sent again.
    clock += 1_000;
    await drain(server.send);
    clock += 9 * 60_000;
    await drain(server.send);
    expect(server.sent).toHaveLength(1);

    // Once the time has come it goes, with the same key, and is placed.
    clock += 60_000;
    expect(await drain(server.send)).toMatchObject({ retried: 0, failed: 0 });
    expect(server.sent.map((sent) => sent.idempotencyKey)).toEqual([
      entry.idempotencyKey,
      entry.idempotencyKey,
    ]);
    expect(await readOrderRecord(db, key)).toMatchObject({ key: 'order:77', state: 'placed' });
    expect(await orderLimitedUntil(db, await readOrderRecord(db, key))).toBeNull();
  });

  it('without Retry-After keeps the backoff; an absurd Retry-After is held to a day', async () => {
    const { entry } = await waitingOrder();
    await drain(shop([tooMany(null)]).send);
    const backedOff = await readEntry(db, entry.id);
    expect(backedOff?.nextAttemptAt).toBe(clock + 1_000);
    expect(backedOff && limitedUntil(backedOff)).toBe(clock + 1_000);

    clock += backoffCap;
    await drain(shop([tooMany(10 ** 9)]).send);
    expect((await readEntry(db, entry.id))?.nextAttemptAt).toBe(clock + retryAfterCap);
  });

  it('an answer that is no limit (a 500 with Retry-After) is not shown as one', async () => {
    const { key } = await waitingOrder();
    await drain(shop([{ status: 500, body: {}, retryAfterSeconds: 60 }]).send);
    expect(await orderLimitedUntil(db, await readOrderRecord(db, key))).toBeNull();
  });
});

describe('an invoice order the shop refuses', () => {
  it('is failed with the shop’s reason, its cart comes back and a notice is left: nothing is lost', async () => {
    const { key } = await waitingOrder('invoice');
    expect((await readCart(db)).lines).toEqual([]);
    const reason =
      'Kontoen din er ikke godkjent for faktura. Betal med Vipps eller i butikken, eller kontakt oss for å søke om faktura.';
    const refused: SendResult = {
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: reason, fields: { paymentMethod: 'INVOICE_NOT_APPROVED' } },
    };
    expect(await drain(shop([refused]).send)).toMatchObject({ failed: 1 });
    expect(await readOrderRecord(db, key)).toMatchObject({
      state: 'failed',
      error: { code: 'VALIDATION_ERROR', message: reason },
      input: { paymentMethod: 'invoice' },
    });
    expect((await readCart(db)).lines.map((line) => [line.articleId, line.quantity])).toEqual([[1, 2]]);
    expect(await takeOrderNotices(db)).toEqual([
      { key, kind: 'refused', code: 'VALIDATION_ERROR', message: reason },
    ]);
    expect((await readOrdersPage(db, '7', 1)).device).toEqual([
      expect.objectContaining({ key, state: 'failed', error: { code: 'VALIDATION_ERROR', message: reason } }),
    ]);
  });
});
