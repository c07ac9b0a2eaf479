// Idempotency-Key for write calls (docs/offline.md). The first request with a key claims it with one
// `insert … on conflict do nothing` (exactly one wins, on PGlite and PostgreSQL alike), runs the handler and stores
// the answer (not a 5xx or 429: those free the key); any later request with that key gets the stored answer again,
// with `Idempotent-Replayed: true`. The same key with another body → 422; still in flight after waiting → 409. Keys
// are kept ≥ 7 days.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { apiError } from './errors';
import type { Logger } from './logger';
import { oncePerDb } from './prepared';
import { redactUrl } from './redact';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** Statuses whose answer has no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

export type IdempotencyOptions = {
  /** How long a request waits for another one holding its key before answering 409. */
  waitMs?: number;
  /** How often a waiting request looks at the key again (a request in this process wakes it sooner). */
  pollMs?: number;
  /** A claim still in flight after this long was left by a process that died: the next request takes it over. */
  staleMs?: number;
  /**
   * Whose keys these are, for calls made on someone's behalf (e.g. `user:7`): the same key from another caller
   * is another request, never answered with the first caller's stored reply.
   */
  ownerOf?: (c: Context) => string;
};

/** Deletes keys older than the retention (7 days). Returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - interval '7 days'`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

// Once per hour per process, on the first claim after that hour.
let nextPurgeAt = 0;
async function purgeWhenDue(db: Db, logger: Logger) {
  const now = Date.now();
  if (now < nextPurgeAt) return;
  nextPurgeAt = now + PURGE_EVERY_MS;
  try {
    const purged = await purgeExpiredIdempotencyKeys(db);
    if (purged > 0) logger.info({ purged }, 'expired idempotency keys deleted');
  } catch (error) {
    logger.warn({ err: error }, 'idempotency keys not purged');
  }
}

type Scope = { key: string; method: string; path: string };

const matches = (scope: Record<keyof Scope, string | Placeholder>) =>
  and(
    eq(idempotencyKeys.key, scope.key),
    eq(idempotencyKeys.method, scope.method),
    eq(idempotencyKeys.path, scope.path),
  );

/** The claim and the stored answer, sent with every keyed write (lib/prepared.ts). */
const statements = oncePerDb((db) => {
  const scope = {
    key: sql.placeholder('key'),
    method: sql.placeholder('method'),
    path: sql.placeholder('path'),
  };
  return {
    claim: db
      .insert(idempotencyKeys)
      .values({ ...scope, requestHash: sql.placeholder('requestHash') })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim'),
    store: db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: sql`${sql.placeholder('status')}`,
        responseBody: sql`${sql.placeholder('body')}`,
      })
      .where(and(matches(scope), eq(idempotencyKeys.state, 'in-flight')))
      .prepare('idempotency_store'),
  };
});

export function idempotency(
  { db, logger }: { db: Db; logger: Logger },
  options: IdempotencyOptions = {},
): MiddlewareHandler {
  const waitMs = options.waitMs ?? 2000;
  const pollMs = options.pollMs ?? 50;
  const staleSeconds = Math.ceil((options.staleMs ?? 60_000) / 1000);
  /** Claims this process is running, so its waiting requests wake as soon as the answer is stored. */
  const running = new Map<string, Promise<void>>();
  const isStale = sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${staleSeconds}::int)`;

  const claim = async (scope: Scope, requestHash: string) =>
    (await statements(db).claim.execute({ ...scope, requestHash })).length === 1;

  const read = async (scope: Scope) =>
    (
      await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          state: idempotencyKeys.state,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
          stale: isStale,
        })
        .from(idempotencyKeys)
        .where(matches(scope))
    )[0];

  const release = (scope: Scope) =>
    db.delete(idempotencyKeys).where(and(matches(scope), eq(idempotencyKeys.state, 'in-flight')));

  const releaseStale = (scope: Scope) =>
    db.delete(idempotencyKeys).where(and(matches(scope), eq(idempotencyKeys.state, 'in-flight'), isStale));

  /**
   * Keeps an answer below 500; a 5xx (errors Hono turned into answers included) frees the key instead, and so does a
   * 429: the request was not run, so the same key sent again after the wait runs it.
   */
  const store = async (scope: Scope, res: Response) => {
    try {
      if (res.status >= 500 || res.status === 429) {
        await release(scope);
        return;
      }
      const body = await res.clone().text();
      await statements(db).store.execute({ ...scope, status: res.status, body });
    } catch (error) {
      // The caller still gets its answer; the claim left in flight is taken over once stale.
      logger.error({ err: error, path: redactUrl(scope.path) }, 'idempotent answer not stored');
    }
  };

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) return apiError(c, 400, 'BAD_IDEMPOTENCY_KEY', 'badIdempotencyKey');

    // Hono keeps the text, so the validator's c.req.json() after this still reads the body.
    const requestHash = createHash('sha256')
      .update(await c.req.text())
      .digest('hex');
    const owner = options.ownerOf?.(c);
    const scope: Scope = { key: owner ? `${owner}/${key}` : key, method: c.req.method, path: c.req.path };
    const localId = `${scope.method} ${scope.path} ${key}`;
    const deadline = Date.now() + waitMs;
    await purgeWhenDue(db, logger);

    for (;;) {
      if (await claim(scope, requestHash)) {
        let finished = () => {};
        running.set(localId, new Promise((resolve) => (finished = resolve)));
        try {
          try {
            await next();
          } catch (error) {
            // Thrown past Hono's error handler: free the key so a retry runs again, then let it surface.
            await release(scope).catch(() => {});
            throw error;
          }
          await store(scope, c.res);
        } finally {
          running.delete(localId);
          finished();
        }
        return;
      }

      const row = await read(scope);
      if (!row) continue; // released (5xx) between our claim and this read: try to claim it again
      if (row.requestHash !== requestHash) {
        return apiError(c, 422, 'IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
      }
      if (row.state === 'done') {
        const status = (row.responseStatus ?? 200) as ContentfulStatusCode;
        c.header(REPLAYED_HEADER, 'true');
        c.header('Content-Type', 'application/json');
        return NO_BODY.has(status) ? c.body(null, status) : c.body(row.responseBody ?? '', status);
      }
      if (row.stale) {
        await releaseStale(scope);
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) return apiError(c, 409, 'IDEMPOTENCY_IN_FLIGHT', 'idempotencyInFlight');
      const tick = sleep(Math.min(pollMs, left));
      const local = running.get(localId);
      await (local ? Promise.race([local, tick]) : tick);
    }
  };
}
