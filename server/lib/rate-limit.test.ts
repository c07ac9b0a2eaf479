// @engines: pglite postgres (races, raw-sql)
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { clientIp, hit, hitAll, limitByIp, pruneRateLimits } from './rate-limit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;
const windowStart = Date.UTC(2026, 0, 5, 10, 0, 0);

describe('hit (fixed-window counter in the database)', () => {
  it('lets `limit` attempts through in a window, refuses the next with the seconds until the window ends', async () => {
    const limit = { name: 'test-basic', limit: 3, windowMs: 15 * minute };
    const now = windowStart + 5 * minute;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.db, limit, 'a', now));
    expect(results.map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ]);
    expect(results[3]?.retryAfterSeconds).toBe(10 * 60);
    // Another subject and the next window start from zero.
    expect((await hit(t.db, limit, 'b', now)).count).toBe(1);
    expect((await hit(t.db, limit, 'a', windowStart + 15 * minute)).count).toBe(1);
  });

  it("counts an amount at once (an order's lines): allowed while the window's sum stays within the limit", async () => {
    const limit = { name: 'test-amount', limit: 500, windowMs: 24 * 60 * minute };
    const sums = [];
    for (let i = 0; i < 6; i++) sums.push(await hit(t.db, limit, 'lines', windowStart, 100));
    expect(sums.map((r) => [r.allowed, r.count])).toEqual([
      [true, 100],
      [true, 200],
      [true, 300],
      [true, 400],
      [true, 500],
      [false, 600],
    ]);
  });

  it('counts 50 concurrent hits exactly once each: counts 1..50, exactly `limit` allowed', async () => {
    const limit = { name: 'test-race', limit: 10, windowMs: minute };
    const results = await Promise.all(Array.from({ length: 50 }, () => hit(t.db, limit, 'x', windowStart)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('counts several limits in one call as hit counts each, answered in the order asked', async () => {
    const hour = { name: 'test-all-hour', limit: 2, windowMs: 60 * minute };
    const day = { name: 'test-all-day', limit: 3, windowMs: 24 * 60 * minute };
    const now = windowStart + 30 * minute;
    const calls = [];
    for (let i = 0; i < 4; i++) {
      calls.push(
        await hitAll(
          t.db,
          [
            { limit: hour, subject: 'z' },
            { limit: day, subject: 'z', amount: 1 },
          ],
          now,
        ),
      );
    }
    expect(calls.map((hits) => hits.map((r) => [r.allowed, r.count]))).toEqual([
      [
        [true, 1],
        [true, 1],
      ],
      [
        [true, 2],
        [true, 2],
      ],
      [
        [false, 3],
        [true, 3],
      ],
      [
        [false, 4],
        [false, 4],
      ],
    ]);
    expect(calls[0]?.map((r) => r.retryAfterSeconds)).toEqual([30 * 60, 13.5 * 60 * 60]);
    // The same windows as hit's.
    expect((await hit(t.db, hour, 'z', now)).count).toBe(5);
  });

  // On PostgreSQL, rows written in the order given deadlocked here (two statements each holding what the other needs).
  it('counts 100 concurrent calls of six limits, named in opposite orders, exactly once each (no deadlock)', async () => {
    const limits = Array.from({ length: 6 }, (_, i) => ({
      name: `test-all-race-${i}`,
      limit: 10,
      windowMs: minute,
    }));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const attempts = limits.map((limit) => ({ limit, subject: 'x' }));
        return hitAll(t.db, i % 2 === 0 ? attempts : attempts.toReversed(), windowStart);
      }),
    );
    const counts = results.flatMap((hits) => hits.map((r) => r.count));
    expect(counts.sort((a, b) => a - b)).toEqual(
      Array.from({ length: 600 }, (_, i) => Math.floor(i / 6) + 1),
    );
  });

  it('deletes windows that started over a day ago and keeps younger ones', async () => {
    const limit = { name: 'test-prune', limit: 1, windowMs: minute };
    const now = windowStart + 3 * 24 * 60 * minute;
    await hit(t.db, limit, 'old', now - 25 * 60 * minute);
    await hit(t.db, limit, 'young', now - 23 * 60 * minute);
    expect(await pruneRateLimits(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(rateLimits);
    expect(left.some((row) => row.key === 'test-prune:old')).toBe(false);
    expect(left.some((row) => row.key === 'test-prune:young')).toBe(true);
  });
});

describe('limitByIp and clientIp', () => {
  const app = () => {
    const limit = { name: `test-mw-${Math.random()}`, limit: 2, windowMs: 60 * minute };
    return new Hono().post('/x', limitByIp(t.db, limit), (c) => c.json({ ok: true, ip: clientIp(c) }));
  };
  const socket = (remoteAddress: string) => ({
    incoming: { socket: { remoteAddress, remotePort: 1, remoteFamily: 'IPv4' } },
  });

  it('answers 429 TOO_MANY_REQUESTS with Retry-After and a message in the caller language', async () => {
    const a = app();
    const send = () =>
      a.request('/x', {
        method: 'POST',
        headers: { 'X-Forwarded-For': '198.51.100.1', 'Accept-Language': 'en' },
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many/),
    });
    // Another address is counted apart.
    const other = await a.request('/x', { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.2' } });
    expect(other.status).toBe(200);
  });

  it.each([
    // Which address is the client's (trusted proxies, X-Forwarded-For): trusted-proxies.test.ts.
    ['a direct client: its socket, whatever X-Forwarded-For says', '198.51.100.7', '1.2.3.4', '198.51.100.7'],
    ['a local peer is no proxy unless TRUSTED_PROXIES says so', '127.0.0.1', '198.51.100.8', '127.0.0.1'],
    ['IPv4-mapped socket address', '::ffff:198.51.100.9', undefined, '198.51.100.9'],
    ['IPv6 counts per /64', '2001:db8:1:2:3:4:5:6', undefined, '2001:db8:1:2::/64'],
    ['IPv6 with ::', '2001:db8::1', undefined, '2001:db8:0:0::/64'],
  ])('%s', async (_case, remote, forwarded, expected) => {
    const headers: Record<string, string> = forwarded ? { 'X-Forwarded-For': forwarded } : {};
    const res = await app().request('/x', { method: 'POST', headers }, socket(remote));
    expect((await res.json()).ip).toBe(expected);
  });

  it("in-process requests without a socket use the header, else 'unknown'", async () => {
    const a = app();
    expect((await (await a.request('/x', { method: 'POST' })).json()).ip).toBe('unknown');
    const res = await a.request('/x', { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.3' } });
    expect((await res.json()).ip).toBe('198.51.100.3');
  });
});
