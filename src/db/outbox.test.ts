import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  discard,
  enqueue,
  listOpen,
  markDone,
  markFailed,
  markRetry,
  markSending,
  nextReady,
  pendingCount,
  readEntry,
  recoverInterrupted,
  releaseNetworkWaits,
  retry,
} from './outbox';
import type { AppDB } from './schema';
import { freshDb, paths, outboxRequest as req } from './testing';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const now = 1_000_000;
const offline = { status: 0, code: 'NETWORK', message: 'Failed to fetch' };
const refused = { status: 422, code: 'INVALID', message: 'Bad cart' };

describe('enqueue', () => {
  it('adds a pending entry, due at once, with a UUID idempotency key', async () => {
    const entry = await enqueue(db, req('contact', 1), now);
    expect(entry).toMatchObject({ state: 'pending', attempts: 0, createdAt: now, nextAttemptAt: now });
    expect(entry.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await readEntry(db, entry.id)).toEqual(entry);
    expect(await pendingCount(db)).toBe(1);
    const other = await enqueue(db, req('contact', 1), now);
    expect(other.idempotencyKey).not.toBe(entry.idempotencyKey);
  });
});

describe('nextReady: order per stream', () => {
  it('offers only the oldest open entry of each stream, streams interleaved', async () => {
    const cart1 = await enqueue(db, req('cart', 1), now);
    const contact1 = await enqueue(db, req('contact', 1), now);
    await enqueue(db, req('cart', 2), now);
    await enqueue(db, req('newsletter', 1), now);
    await enqueue(db, req('contact', 2), now);
    expect(paths(await nextReady(db, now))).toEqual(['/cart/1', '/contact/1', '/newsletter/1']);

    // While its head is being sent, a stream offers nothing.
    expect(await markSending(db, cart1.id)).toBe(true);
    expect(paths(await nextReady(db, now))).toEqual(['/contact/1', '/newsletter/1']);

    await markDone(db, cart1.id, { success: true, cartId: 'c1' });
    await markDone(db, contact1.id);
    expect(paths(await nextReady(db, now))).toEqual(['/cart/2', '/newsletter/1', '/contact/2']);
    expect((await readEntry(db, cart1.id))?.response).toEqual({ success: true, cartId: 'c1' });
  });

  it('a failed head blocks its own stream only, until retried or discarded', async () => {
    const contact1 = await enqueue(db, req('contact', 1), now);
    await enqueue(db, req('contact', 2), now);
    await enqueue(db, req('cart', 1), now);
    await markSending(db, contact1.id);
    await markFailed(db, contact1.id, refused);

    expect(paths(await nextReady(db, now))).toEqual(['/cart/1']);
    expect(await listOpen(db)).toHaveLength(3);
    expect((await readEntry(db, contact1.id))?.lastError).toEqual(refused);

    expect(await retry(db, contact1.id, now + 5)).toBe(true);
    expect(paths(await nextReady(db, now + 5))).toEqual(['/contact/1', '/cart/1']);

    await markFailed(db, contact1.id, refused);
    expect(await discard(db, contact1.id)).toBe(true);
    expect(paths(await nextReady(db, now))).toEqual(['/contact/2', '/cart/1']);
  });
});

describe('retry scheduling', () => {
  it('is not due before nextAttemptAt, and waits longer after each retryable answer', async () => {
    const entry = await enqueue(db, req('cart', 1), now);
    await enqueue(db, req('cart', 2), now);
    const top = () => 1;

    await markSending(db, entry.id);
    await markRetry(db, entry.id, offline, now, top);
    expect(await readEntry(db, entry.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: now + 1_000,
      lastError: offline,
    });
    // The waiting head holds back the rest of its stream too.
    expect(await nextReady(db, now + 999)).toEqual([]);
    expect(paths(await nextReady(db, now + 1_000))).toEqual(['/cart/1']);

    await markSending(db, entry.id);
    await markRetry(db, entry.id, { status: 503, code: 'HTTP_ERROR', message: 'Unavailable' }, now, top);
    expect(await readEntry(db, entry.id)).toMatchObject({ attempts: 2, nextAttemptAt: now + 2_000 });
    expect(await nextReady(db, now + 1_999)).toEqual([]);
  });

  it("waits for the server's Retry-After when it is longer than the backoff, and for the backoff when shorter", async () => {
    const entry = await enqueue(db, req('order', 1), now);
    const limited = { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many orders' };
    await markSending(db, entry.id);
    await markRetry(db, entry.id, limited, now, () => 1, now + 90_000);
    expect(await readEntry(db, entry.id)).toMatchObject({ nextAttemptAt: now + 90_000, lastError: limited });
    expect(await nextReady(db, now + 89_999)).toEqual([]);
    // Back online changes nothing: the shop, not the network, asked for the wait.
    expect(await releaseNetworkWaits(db, now + 1)).toBe(0);
    await markSending(db, entry.id);
    await markRetry(db, entry.id, limited, now, () => 1, now + 10);
    expect((await readEntry(db, entry.id))?.nextAttemptAt).toBe(now + 2_000);
  });

  it('back online, waits caused by the network are due at once; waits after a server answer are kept', async () => {
    const lost = await enqueue(db, req('contact', 1), now);
    const busy = await enqueue(db, req('newsletter', 1), now);
    const unavailable = { status: 503, code: 'HTTP_ERROR', message: 'Unavailable' };
    for (let attempt = 0; attempt < 4; attempt++) {
      await markSending(db, lost.id);
      await markRetry(db, lost.id, offline, now, () => 1);
      await markSending(db, busy.id);
      await markRetry(db, busy.id, unavailable, now, () => 1);
    }
    expect(await nextReady(db, now + 1)).toEqual([]);

    expect(await releaseNetworkWaits(db, now + 1)).toBe(1);
    expect(paths(await nextReady(db, now + 1))).toEqual(['/contact/1']);
    expect(await readEntry(db, lost.id)).toMatchObject({ attempts: 4, lastError: offline });
    expect((await readEntry(db, busy.id))?.nextAttemptAt).toBe(now + 8_000);
  });

  it('keeps the idempotency key through every retry, failure, manual retry and recovery', async () => {
    const { id, idempotencyKey } = await enqueue(db, req('order', 1), now);
    await markSending(db, id);
    await markRetry(db, id, offline, now);
    await markSending(db, id);
    await recoverInterrupted(db);
    await markSending(db, id);
    await markFailed(db, id, refused);
    await retry(db, id, now);
    await markSending(db, id);
    await markDone(db, id, { ok: true });
    const done = await readEntry(db, id);
    expect(done).toMatchObject({ state: 'done', idempotencyKey });
    expect(done?.lastError).toBeUndefined();
    expect(await pendingCount(db)).toBe(0);
  });
});
