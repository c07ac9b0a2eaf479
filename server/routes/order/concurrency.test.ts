// @engines: pglite postgres (races, locks)
// Orders sent at the same moment: one key sent 100 times places one order and answers all 100 alike; orders for
// the last units of an article never sell more than there are; orders naming the same articles in opposite
// order never deadlock. On PostgreSQL these run truly in parallel; on PGlite they interleave between queries.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { anArticle, createOrder, guestOrder, orderCount, setStock, stockOf } from '../../test/order-kit';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
});
afterAll(() => t?.close());

describe('create-order under concurrency', () => {
  it('the same key sent 100 times at once: exactly one order, 100 identical answers', async () => {
    const a = await anArticle(t.db, 'in-stock');
    await setStock(t.db, a.articleId, 'in-stock', 500);
    const key = randomUUID();
    const body = guestOrder([{ articleId: a.articleId, quantity: 2 }]);
    const before = await orderCount(t.db);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        createOrder(t.app, body, { key, headers: { 'Accept-Language': 'en' } }),
      ),
    );
    expect(await orderCount(t.db)).toBe(before + 1);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.requestKey, `guest/${key}`)),
    ).toHaveLength(1);
    const first = replies[0];
    expect(first?.status).toBe(201);
    for (const reply of replies) {
      expect(reply.status).toBe(201);
      expect(reply.raw).toBe(first?.raw);
    }
    expect(replies.filter((reply) => reply.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(99);
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'in-stock', stockCount: 498 });
  });

  it('20 orders at once for the last 5 units: exactly 5 are placed, 15 get 409 OUT_OF_STOCK', async () => {
    const a = await anArticle(t.db, 'in-stock');
    await setStock(t.db, a.articleId, 'in-stock', 5);
    const before = await orderCount(t.db);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(t.app, guestOrder([{ articleId: a.articleId, quantity: 1 }])),
      ),
    );
    const placed = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reply of refused) {
      expect(reply.body).toMatchObject({
        error: 'OUT_OF_STOCK',
        lines: [{ articleId: a.articleId, requested: 1, available: 0 }],
      });
    }
    expect(new Set(placed.map((reply) => reply.body.order.number)).size).toBe(5);
    expect(await orderCount(t.db)).toBe(before + 5);
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'out-of-stock', stockCount: 0 });
  });

  it('two orders at once for the last unit: one 201, one 409', async () => {
    const a = await anArticle(t.db, 'in-stock');
    await setStock(t.db, a.articleId, 'in-stock', 1);
    const replies = await Promise.all(
      [1, 2].map(() => createOrder(t.app, guestOrder([{ articleId: a.articleId, quantity: 1 }]))),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'out-of-stock', stockCount: 0 });
  });

  it('orders naming the same articles in opposite order all go through (no deadlock)', async () => {
    const a = await anArticle(t.db, 'in-stock');
    const b = await anArticle(t.db, 'in-stock');
    await setStock(t.db, a.articleId, 'in-stock', 100);
    await setStock(t.db, b.articleId, 'in-stock', 100);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const lines = [
          { articleId: a.articleId, quantity: 1 },
          { articleId: b.articleId, quantity: 1 },
        ];
        return createOrder(t.app, guestOrder(i % 2 === 0 ? lines : lines.reverse()));
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    expect(await stockOf(t.db, a.articleId)).toEqual({ stock: 'in-stock', stockCount: 90 });
    expect(await stockOf(t.db, b.articleId)).toEqual({ stock: 'in-stock', stockCount: 90 });
  });
});
