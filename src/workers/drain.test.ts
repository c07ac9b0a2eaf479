import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SendEntry, SendResult } from '../api/outbox-send';
import { enqueue, listOpen, readEntry } from '../db/outbox';
import type { AppDB } from '../db/schema';
import { freshDb, outboxRequest as req } from '../db/testing';
import type { OutboxEntry } from '../domain/outbox';
import { backoffBase, inFlightCode } from '../domain/outbox-policy';
import { drainOutbox } from './drain';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

let clock = 1_000_000;
const now = () => clock;
const random = () => 0;
const drain = (send: SendEntry) => drainOutbox({ db, send, now, random, locks: null });

/** A server that answers from a script per path (default 201) and logs every request it receives. */
function scripted(script: Record<string, Array<SendResult | 'offline'>> = {}) {
  const log: OutboxEntry[] = [];
  const send: SendEntry = async (entry) => {
    log.push(entry);
    const next = script[entry.path]?.shift() ?? { status: 201, body: { ok: entry.path } };
    if (next === 'offline') throw new TypeError('Failed to fetch');
    return next;
  };
  return { send, log, paths: () => log.map((entry) => entry.path) };
}

describe('drainOutbox', () => {
  it('sends a stream in order and does not let a refused stream block another', async () => {
    await enqueue(db, req('cart', 1), clock);
    await enqueue(db, req('contact', 1), clock);
    await enqueue(db, req('cart', 2), clock);
    await enqueue(db, req('contact', 2), clock);
    await enqueue(db, req('cart', 3), clock);
    const server = scripted({ '/contact/1': [{ status: 400, body: { error: 'INVALID', message: 'Bad' } }] });

    const summary = await drain(server.send);

    expect(server.paths().filter((p) => p.startsWith('/cart'))).toEqual(['/cart/1', '/cart/2', '/cart/3']);
    expect(server.paths()).not.toContain('/contact/2');
    expect(summary).toEqual({ sent: 3, retried: 0, failed: 1, nextAt: null, busy: false });
    const open = await listOpen(db);
    expect(open.map((e) => [e.path, e.state])).toEqual([
      ['/contact/1', 'failed'],
      ['/contact/2', 'pending'],
    ]);
    expect(open[0]?.lastError).toEqual({ status: 400, code: 'INVALID', message: 'Bad' });
  });

  it('retries a 500 with backoff, then is done on 201 with the same Idempotency-Key', async () => {
    const entry = await enqueue(db, req('order', 1), clock);
    const server = scripted({
      '/order/1': [
        { status: 500, body: { error: 'INTERNAL', message: 'Oops' } },
        { status: 201, body: { id: 7 } },
      ],
    });

    const first = await drain(server.send);
    expect(first).toMatchObject({ sent: 0, retried: 1, nextAt: clock + backoffBase / 2 });
    expect(await readEntry(db, entry.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: { status: 500, code: 'INTERNAL', message: 'Oops' },
    });

    // Not due yet: nothing is sent.
    expect(await drain(server.send)).toMatchObject({ sent: 0, retried: 0 });
    expect(server.log).toHaveLength(1);

    clock += backoffBase;
    expect(await drain(server.send)).toMatchObject({ sent: 1, retried: 0, nextAt: null });
    expect(server.log.map((e) => e.idempotencyKey)).toEqual([entry.idempotencyKey, entry.idempotencyKey]);
    expect(await readEntry(db, entry.id)).toMatchObject({ state: 'done', response: { id: 7 } });
  });

  it('treats a thrown send as a network error and retries', async () => {
    const entry = await enqueue(db, req('contact', 1), clock);
    const summary = await drain(scripted({ '/contact/1': ['offline'] }).send);
    expect(summary.retried).toBe(1);
    expect(await readEntry(db, entry.id)).toMatchObject({
      state: 'pending',
      lastError: { status: 0, code: 'NETWORK', message: 'Failed to fetch' },
    });
  });

  it('retries a 409 with the in-flight code', async () => {
    const entry = await enqueue(db, req('order', 1), clock);
    const busyAnswer = { status: 409, body: { error: inFlightCode, message: 'Still working' } };
    const summary = await drain(scripted({ '/order/1': [busyAnswer] }).send);
    expect(summary).toMatchObject({ retried: 1, failed: 0 });
    expect((await readEntry(db, entry.id))?.state).toBe('pending');
  });

  it('applies the write once when the answer was lost after the server committed it', async () => {
    const records = new Map<string, SendResult>();
    let dropNextAnswer = true;
    const send: SendEntry = async (entry) => {
      const stored = records.get(entry.idempotencyKey);
      if (stored) return stored;
      const answer = { status: 201, body: { orderId: records.size + 1 } };
      records.set(entry.idempotencyKey, answer);
      if (dropNextAnswer) {
        dropNextAnswer = false;
        throw new TypeError('Network connection lost');
      }
      return answer;
    };
    const entry = await enqueue(db, req('order', 1), clock);

    expect((await drain(send)).retried).toBe(1);
    clock += backoffBase;
    expect((await drain(send)).sent).toBe(1);

    expect(records.size).toBe(1);
    expect(await readEntry(db, entry.id)).toMatchObject({ state: 'done', response: { orderId: 1 } });
  });

  it('puts back entries a crashed drain left in sending', async () => {
    const entry = await enqueue(db, req('cart', 1), clock);
    await db.outbox.update(entry.id, { state: 'sending' });
    expect((await drain(scripted().send)).sent).toBe(1);
  });

  it('returns busy without sending when another drainer holds the lock', async () => {
    await enqueue(db, req('cart', 1), clock);
    const server = scripted();
    const held: Pick<LockManager, 'request'> = {
      // ifAvailable and taken: the callback gets null, as navigator.locks does.
      request: ((_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback(null))) as LockManager['request'],
    };
    const summary = await drainOutbox({ db, send: server.send, now, locks: held });
    expect(summary).toEqual({ sent: 0, retried: 0, failed: 0, nextAt: null, busy: true });
    expect(server.log).toHaveLength(0);
    expect((await listOpen(db))[0]?.state).toBe('pending');
  });
});
