import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  discard,
  enqueue,
  listOpen,
  markDone,
  markSending,
  nextReady,
  pendingCount,
  pruneDone,
  readEntry,
  recoverInterrupted,
  retry,
  writeWithOutbox,
} from './outbox';
import type { AppDB } from './schema';
import { freshDb, paths, outboxRequest as req, sampleProduct } from './testing';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const now = 1_000_000;

describe('state changes', () => {
  it('recoverInterrupted puts entries left in sending back to pending', async () => {
    const a = await enqueue(db, req('cart', 1), now);
    const b = await enqueue(db, req('contact', 1), now);
    await markSending(db, a.id);
    await markSending(db, b.id);
    expect(await nextReady(db, now)).toEqual([]);
    expect(await recoverInterrupted(db)).toBe(2);
    expect(paths(await nextReady(db, now))).toEqual(['/cart/1', '/contact/1']);
  });

  it('refuses moves from the wrong state: double claim, discard while sending, retry of a pending entry', async () => {
    const entry = await enqueue(db, req('cart', 1), now);
    expect(await retry(db, entry.id)).toBe(false);
    expect(await markSending(db, entry.id)).toBe(true);
    expect(await markSending(db, entry.id)).toBe(false);
    expect(await discard(db, entry.id)).toBe(false);
    expect(await markDone(db, 999)).toBe(false);
    expect(await pendingCount(db)).toBe(1);
  });

  it('pruneDone deletes only old done entries', async () => {
    const old = await enqueue(db, req('contact', 1), now);
    const recent = await enqueue(db, req('contact', 2), now + 10);
    await enqueue(db, req('cart', 1), now);
    await markDone(db, old.id);
    await markDone(db, recent.id);
    expect(await pruneDone(db, now + 5)).toBe(1);
    expect(await readEntry(db, old.id)).toBeUndefined();
    expect(await readEntry(db, recent.id)).toBeDefined();
    expect(await pendingCount(db)).toBe(1);
  });
});

describe('one transaction with the local change', () => {
  const line = (articleId: number) => ({
    articleId,
    articleNumber: `N${articleId}`,
    product: sampleProduct(articleId),
    options: {},
    price: 499,
    quantity: 1,
    addedAt: now,
  });

  it('writes neither the cart line nor the entry when the transaction aborts', async () => {
    const attempt = db.transaction('rw', [db.cart, db.outbox], async () => {
      await db.cart.put(line(1));
      await enqueue(db, req('cart', 1), now);
      throw new Error('abort');
    });
    await expect(attempt).rejects.toThrow('abort');
    expect(await db.cart.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writeWithOutbox writes both, or neither when building the request throws', async () => {
    const { entry } = await writeWithOutbox(
      db,
      [db.cart],
      () => db.cart.put(line(1)),
      (articleId) => ({ ...req('cart', 1), body: { articleId } }),
    );
    expect(entry.body).toEqual({ articleId: 1 });
    expect(await db.cart.count()).toBe(1);

    const failing = writeWithOutbox(
      db,
      [db.cart],
      () => db.cart.put(line(2)),
      () => {
        throw new Error('no request');
      },
    );
    await expect(failing).rejects.toThrow('no request');
    expect(await db.cart.count()).toBe(1);
    expect(await listOpen(db)).toHaveLength(1);
  });
});
