// Abuse limits as fixed-window counters in the database (table rate_limits), so every server process counts
// together. A hit is one `insert … on conflict do update set count = count + 1 returning
// count` (several hits one such statement): atomic on PGlite and PostgreSQL, so n concurrent requests see the counts
// 1..n and exactly `limit` pass.
// Windows older than a day are deleted now and then (at most once a minute per process, on a hit).
import { lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { apiError } from './errors';
import { oncePerDb } from './prepared';
import { settledClientAddress } from './trusted-proxies';

/** What is counted (`name` prefixes the key) and how much of it a window allows. Windows are at most a day. */
export type Limit = { name: string; limit: number; windowMs: number };
export type Hit = { allowed: boolean; count: number; retryAfterSeconds: number };

const PRUNE_EVERY_MS = 60_000;
const KEEP_MS = 24 * 60 * 60 * 1000;
let nextPruneAt = 0;

async function pruneWhenDue(db: Db, now: number) {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_EVERY_MS;
  await pruneRateLimits(db, now).catch(() => {});
}

/** Deletes windows that started more than a day before `now`. Returns how many went. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - KEEP_MS)))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** One attempt of `subject` under `limit` (or `amount` units of it, e.g. an order's lines). */
export type Attempt = { limit: Limit; subject: string; amount?: number };

/**
 * Counts one attempt of `subject` under `limit` (or `amount` units of it, e.g. an order's lines); `allowed` is false
 * once the window's count passes the limit.
 */
export async function hit(db: Db, limit: Limit, subject: string, now = Date.now(), amount = 1): Promise<Hit> {
  const [result] = await hitAll(db, [{ limit, subject, amount }], now);
  if (!result) throw new Error('rate limit not counted');
  return result;
}

/** The statement counting `rows` attempts, built once per database and number of rows (lib/prepared.ts). */
const hitStatements = oncePerDb(() => new Map<number, ReturnType<typeof buildHits>>());
const buildHits = (db: Db, rows: number) =>
  db
    .insert(rateLimits)
    .values(
      Array.from({ length: rows }, (_, i) => ({
        key: sql.placeholder(`key${i}`),
        windowStart: sql.placeholder(`start${i}`),
        count: sql.placeholder(`amount${i}`),
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count })
    .prepare(`rate_limits_hit_${rows}`);

/**
 * Counts several attempts in one statement (an order meets six limits), each as `hit` counts it; the hits in the
 * order given. Each limit at most once. Rows are written in key order, so two of these never wait on each other.
 */
export async function hitAll(db: Db, attempts: readonly Attempt[], now = Date.now()): Promise<Hit[]> {
  if (attempts.length === 0) return [];
  await pruneWhenDue(db, now);
  const rows = attempts.map(({ limit, subject, amount = 1 }) => ({
    key: `${limit.name}:${subject}`,
    windowStart: new Date(Math.floor(now / limit.windowMs) * limit.windowMs),
    amount,
  }));
  const statements = hitStatements(db);
  let statement = statements.get(rows.length);
  if (!statement) {
    statement = buildHits(db, rows.length);
    statements.set(rows.length, statement);
  }
  const values: Record<string, unknown> = {};
  for (const [i, row] of rows.toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).entries()) {
    values[`key${i}`] = row.key;
    values[`start${i}`] = row.windowStart;
    values[`amount${i}`] = row.amount;
  }
  const written = await statement.execute(values);
  const counted = new Map(written.map((row) => [row.key, row.count]));
  return attempts.map(({ limit }, i) => {
    const { key, windowStart } = rows[i] as (typeof rows)[number];
    const count = counted.get(key) ?? Number.MAX_SAFE_INTEGER;
    return {
      allowed: count <= limit.limit,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000)),
    };
  });
}

/** 429 TOO_MANY_REQUESTS with Retry-After in seconds. */
export function tooManyRequests(c: Context, result: Hit) {
  c.header('Retry-After', String(result.retryAfterSeconds));
  return apiError(c, 429, 'TOO_MANY_REQUESTS', 'tooManyRequests');
}

/** Middleware: one hit per request for the caller's IP address. */
export const limitByIp =
  (db: Db, limit: Limit): MiddlewareHandler =>
  async (c, next) => {
    const result = await hit(db, limit, clientIp(c));
    if (!result.allowed) return tooManyRequests(c, result);
    await next();
  };

/**
 * The caller's address as a limit key: the client address settled for this request (lib/trusted-proxies.ts: the
 * socket's, or the one a trusted proxy forwarded), else 'unknown'. IPv6 addresses count per /64 (one subscriber's
 * network).
 */
export function clientIp(c: Context): string {
  const address = settledClientAddress(c);
  return address ? ipKey(address) : 'unknown';
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function ipKey(address: string): string {
  const ip = unmapped(address.toLowerCase());
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
