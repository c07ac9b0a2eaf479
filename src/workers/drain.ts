// Drains the outbox once: sends every due entry (streams in parallel, each stream strictly in order) and
// records the answer. Offline or 408/429/5xx → back off and retry later, never sooner than the server's
// Retry-After; other 4xx → failed, shown to the user.
// Holds the Web Lock 'outbox' while it runs, so the worker and the service worker never drain together.
import type { SendEntry } from '../api/outbox-send';
import {
  claim,
  claimNextInStream,
  listOpen,
  markDone,
  markFailed,
  markRetry,
  nextReady,
  recoverInterrupted,
  releaseNetworkWaits,
} from '../db/outbox';
import type { AppDB } from '../db/schema';
import { sessionTokenFor } from '../db/session';
import type { OutboxEntry, OutboxError } from '../domain/outbox';
import { classify, retryNotBefore } from '../domain/outbox-policy';
import type { DrainScheduler } from './drain-scheduler';
import { type Settle, settleEntry } from './settle';

export type DrainSummary = {
  sent: number;
  retried: number;
  failed: number;
  /** Earliest time a waiting stream head is due again; null when nothing waits on a timer. */
  nextAt: number | null;
  /** Another drainer held the lock: nothing was sent by this call. */
  busy: boolean;
};

export type DrainOptions = {
  db: AppDB;
  send: SendEntry;
  now?: () => number;
  random?: () => number;
  /** Defaults to navigator.locks; null (or a missing navigator.locks) drains without the lock. */
  locks?: Pick<LockManager, 'request'> | null;
  /** What a final answer does on the device besides the entry's state (default: settle.ts by stream). */
  settle?: Settle;
};

export const outboxLock = 'outbox';

/** An entry claimed for sending (state `sending`) and the token it goes out with (undefined: no account). */
type Claimed = { entry: OutboxEntry; token: string | null | undefined };

/** Why an entry of a user's account was not sent: that user is not signed in on this device. */
export const signedOutCode = 'SIGNED_OUT';
const signedOutMessage = 'Sign in again to send this change.';

/** Back online: what waited only on the network is due now (not when its backoff ends), then a drain runs. */
export async function drainAfterReconnect(db: AppDB, scheduler: DrainScheduler<DrainSummary>) {
  await releaseNetworkWaits(db);
  return scheduler.request();
}

const defaultLocks = (): Pick<LockManager, 'request'> | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

export async function drainOutbox(options: DrainOptions): Promise<DrainSummary> {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  if (!locks) return run(options);
  return locks.request(outboxLock, { ifAvailable: true }, (lock) =>
    lock ? run(options) : { sent: 0, retried: 0, failed: 0, nextAt: null, busy: true },
  );
}

function serverError(status: number, body: unknown): OutboxError {
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    status,
    code: typeof data.error === 'string' ? data.error : 'HTTP_ERROR',
    message: typeof data.message === 'string' ? data.message : `HTTP ${status}`,
  };
}

async function run({
  db,
  send,
  now = Date.now,
  random = Math.random,
  settle = settleEntry,
}: DrainOptions): Promise<DrainSummary> {
  const summary: DrainSummary = { sent: 0, retried: 0, failed: 0, nextAt: null, busy: false };
  await recoverInterrupted(db);

  /** Claims an entry and reads the token to send it with, in one transaction (the mirror as it is now). */
  const withToken = async (entry: OutboxEntry | null): Promise<Claimed | null> =>
    entry && { entry, token: entry.auth ? await sessionTokenFor(db, entry.auth.userId) : undefined };
  const claimHead = (head: OutboxEntry) =>
    db.transaction('rw', db.outbox, db.meta, async () => withToken(await claim(db, head.id)));

  /** Sends one claimed entry; answers the stream's next claimed entry when this one is done and the next is due. */
  const sendOne = async ({ entry, token }: Claimed): Promise<Claimed | null> => {
    // An entry of a user's account goes out with that user's token only, read when it was claimed (it may have
    // been renewed). Signed out, or another user signed in: it fails visibly; after signing in again, "Try again"
    // sends it.
    if (token === null) {
      await markFailed(db, entry.id, { status: 401, code: signedOutCode, message: signedOutMessage });
      summary.failed++;
      return null;
    }
    let status: number;
    let body: unknown;
    let retryAfterSeconds: number | null | undefined;
    try {
      ({ status, body, retryAfterSeconds } = await send(entry, token));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markRetry(db, entry.id, { status: 0, code: 'NETWORK', message }, now(), random);
      summary.retried++;
      return null;
    }
    const error = serverError(status, body);
    const outcome = classify(status, error.code);
    if (outcome === 'retry') {
      const at = now();
      await markRetry(db, entry.id, error, at, random, retryNotBefore(status, retryAfterSeconds, at));
      summary.retried++;
      return null;
    }
    // The final answer and what it changes on the device (an order placed, the cart's server id) are written in
    // one transaction: a crash in between never leaves a placed order shown as waiting. The stream's next entry
    // is claimed in the same transaction (one write per entry, one change for the pages' live queries).
    const next = await db.transaction('rw', db.tables, async () => {
      const marked =
        outcome === 'done' ? await markDone(db, entry.id, body) : await markFailed(db, entry.id, error);
      if (marked) await settle(db, entry, outcome === 'done' ? { ok: true, body } : { ok: false, error });
      return marked && outcome === 'done' ? withToken(await claimNextInStream(db, entry, now())) : null;
    });
    if (outcome === 'done') summary.sent++;
    else summary.failed++;
    return next;
  };

  /** One stream, strictly in order: each entry is sent after the previous one's answer. */
  const drainStream = async (head: OutboxEntry) => {
    for (let claimed = await claimHead(head); claimed; claimed = await sendOne(claimed));
  };

  // Streams are drained side by side; a stream's entries enqueued meanwhile are claimed as its loop reaches them,
  // and what became due in another stream meanwhile is picked up by the next round.
  for (let ready = await nextReady(db, now()); ready.length > 0; ready = await nextReady(db, now())) {
    await Promise.all(ready.map(drainStream));
  }

  // Only stream heads can become due by themselves; entries behind a failed head wait for the user.
  const heads = new Map<string, OutboxEntry>();
  for (const entry of await listOpen(db)) if (!heads.has(entry.stream)) heads.set(entry.stream, entry);
  for (const head of heads.values()) {
    if (head.state === 'pending' && (summary.nextAt === null || head.nextAttemptAt < summary.nextAt)) {
      summary.nextAt = head.nextAttemptAt;
    }
  }
  return summary;
}
