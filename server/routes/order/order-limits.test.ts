// @engines: pglite
// The limits of POST /api/order/create-order: per client address before the body is read (bad bodies count too),
// per account or guest email and per articles asked for after it is parsed. A refusal is 429 with Retry-After and
// the reason in the caller's language, writes nothing and is not kept as the key's answer; a key that placed its
// order already is answered with it, never counted or refused. Counters are filled straight in the database
// (lib/rate-limit.ts `hit`) to reach a limit without placing hundreds of orders; the clock stands still in each
// test, so a window never ends half-way.
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys, rateLimits } from '../../db/schema';
import { hit, type Limit } from '../../lib/rate-limit';
import { accountSubject } from '../../services/auth/limits';
import { orderLimits } from '../../services/orders/order-limits';
import { freshIp } from '../../test/auth-kit';
import {
  anArticle,
  createOrder,
  homeAddress,
  orderCount,
  stockOf,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let backorder: TestArticle;
let inStock: TestArticle;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  backorder = await anArticle(t.db, 'on-backorder');
  inStock = await anArticle(t.db, 'in-stock');
}, 180_000);
afterAll(() => t?.close());
// One instant for each test, so its counts never straddle the end of a window.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
const email = () => `limits-${++n}@example.no`;
const pickup = (to: string, items = [{ articleId: backorder.articleId, quantity: 1 }]) => ({
  items,
  email: to,
  billingAddress: { ...homeAddress, email: to },
  pickup: true,
  paymentMethod: 'store',
});
/** Spends all of `limit` for `subject` but `left` (every hit counts one, or `amount`). */
async function spend(limit: Limit, subject: string, left = 0) {
  for (let i = 0; i < limit.limit - left; i++) await hit(t.db, limit, subject);
}
const countOf = async (prefix: string) =>
  (
    await t.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(like(rateLimits.key, `${prefix}%`))
  ).reduce((sum, row) => sum + row.count, 0);

describe('POST /api/order/create-order limits', () => {
  it('refuses an address over its hour with 429, Retry-After and the reason in the caller’s language; nothing is written', async () => {
    const ip = freshIp();
    await spend(orderLimits.perAddressHour, ip);
    const orders = await orderCount(t.db);
    const units = (await stockOf(t.db, inStock.articleId))?.stockCount;
    const res = await createOrder(t.app, pickup(email(), [{ articleId: inStock.articleId, quantity: 1 }]), {
      headers: { 'X-Forwarded-For': ip, 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message:
        'Many orders have been placed from here in a short time. Your order waits; please try again a little later.',
    });
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await orderCount(t.db)).toBe(orders);
    expect((await stockOf(t.db, inStock.articleId))?.stockCount).toBe(units);
    const no = await createOrder(t.app, pickup(email()), { headers: { 'X-Forwarded-For': ip } });
    expect(no.body.message).toContain('bestillinger');
  });

  it('counts bodies that are not orders from an address too (probing), before reading them', async () => {
    const ip = freshIp();
    const before = await countOf(`order-ip-hour:${ip}`);
    const res = await createOrder(t.app, '{"items": nonsense', { headers: { 'X-Forwarded-For': ip } });
    expect(res.status).toBe(400);
    expect(await countOf(`order-ip-hour:${ip}`)).toBe(before + 1);
  });

  it('counts a guest’s email whatever its case, from any address', async () => {
    const to = email();
    await spend(orderLimits.perEmailHour, accountSubject(to), 1);
    expect((await createOrder(t.app, pickup(to.toUpperCase()))).status).toBe(201);
    const res = await createOrder(t.app, pickup(to));
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('TOO_MANY_REQUESTS');
  });

  it('counts an account, not the email it names, from any address', async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: email() });
    const to = email();
    await spend(orderLimits.perEmailHour, accountSubject(to));
    // The email has had its share as a guest's; the account has not.
    expect((await createOrder(t.app, pickup(to), { token })).status).toBe(201);
    await spend(orderLimits.perAccountHour, String(user.id), 0);
    expect((await createOrder(t.app, pickup(email()), { token })).status).toBe(429);
  });

  it('counts the articles an order asks for, each once, per address', async () => {
    const ip = freshIp();
    await spend(orderLimits.linesPerAddressDay, ip, 2);
    const two = [
      { articleId: backorder.articleId, quantity: 1 },
      { articleId: inStock.articleId, quantity: 1 },
      { articleId: backorder.articleId, quantity: 2 },
    ];
    expect(
      (await createOrder(t.app, pickup(email(), two), { headers: { 'X-Forwarded-For': ip } })).status,
    ).toBe(201);
    expect((await createOrder(t.app, pickup(email()), { headers: { 'X-Forwarded-For': ip } })).status).toBe(
      429,
    );
  });

  it('never keeps a 429 as the key’s answer: the same key and body are placed once the buyer may order again', async () => {
    const to = email();
    await spend(orderLimits.perEmailHour, accountSubject(to));
    const key = randomUUID();
    const body = pickup(to);
    expect((await createOrder(t.app, body, { key })).status).toBe(429);
    expect(
      await t.db
        .select()
        .from(idempotencyKeys)
        .where(like(idempotencyKeys.key, `%/${key}`)),
    ).toEqual([]);
    // The window passing, as far as this counter knows.
    await t.db.delete(rateLimits).where(like(rateLimits.key, `order-email-hour:${accountSubject(to)}`));
    const placed = await createOrder(t.app, body, { key });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers a key that placed its order already with the order, uncounted, even at the limit', async () => {
    const ip = freshIp();
    const key = randomUUID();
    const body = pickup(email());
    const first = await createOrder(t.app, body, { key, headers: { 'X-Forwarded-For': ip } });
    expect(first.status).toBe(201);
    await spend(orderLimits.perAddressHour, ip, 0);
    const counted = await countOf(`order-ip-hour:${ip}`);
    const again = await createOrder(t.app, body, { key, headers: { 'X-Forwarded-For': ip } });
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(await countOf(`order-ip-hour:${ip}`)).toBe(counted);
    // Its idempotent answer lost: the order is still found by its request key, not refused.
    await t.db.delete(idempotencyKeys).where(like(idempotencyKeys.key, `%/${key}`));
    const lost = await createOrder(t.app, body, { key, headers: { 'X-Forwarded-For': ip } });
    expect(lost.status).toBe(201);
    expect(lost.body.order.id).toBe(first.body.order.id);
    expect(await countOf(`order-ip-hour:${ip}`)).toBe(counted);
  });
});
