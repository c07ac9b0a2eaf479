// The outbox: every write that must reach the server (docs/offline.md). An entry is written in the same
// transaction as its local change, waits out offline periods, reloads and app updates, and leaves the open
// list only when the server accepted it or the user discarded it. One stream is sent strictly in order.
import type { Table } from 'dexie';
import type { OutboxEntry, OutboxError, OutboxRequest, OutboxState } from '../domain/outbox';
import { backoffDelay } from '../domain/outbox-policy';
import type { AppDB } from './schema';

const openStates: OutboxState[] = ['pending', 'sending', 'failed'];

/**
 * Adds a pending entry, due now, with its Idempotency-Key. Called inside a `db.transaction` whose scope
 * includes `db.outbox`, it joins that transaction (see writeWithOutbox).
 */
export async function enqueue(db: AppDB, request: OutboxRequest, now = Date.now()): Promise<OutboxEntry> {
  const entry: Omit<OutboxEntry, 'id'> = {
    ...request,
    idempotencyKey: crypto.randomUUID(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
  };
  const id = await db.outbox.add(entry);
  return { ...entry, id };
}

/** Runs a local change and enqueues the request it makes in one transaction: both are written, or neither. */
export function writeWithOutbox<T>(
  db: AppDB,
  tables: Table[],
  change: () => Promise<T>,
  request: (result: T) => OutboxRequest,
): Promise<{ result: T; entry: OutboxEntry }> {
  return db.transaction('rw', [...tables, db.outbox], async () => {
    const result = await change();
    const entry = await enqueue(db, request(result));
    return { result, entry };
  });
}

const openEntries = (db: AppDB): Promise<OutboxEntry[]> =>
  db.outbox.where('state').anyOf(openStates).sortBy('id');

/**
 * What the drainer may send now: per stream only the oldest open entry counts — if it is pending and due
 * it is returned; if it is sending or failed its stream waits (a failed head waits for retry or discard).
 */
export async function nextReady(db: AppDB, now = Date.now()): Promise<OutboxEntry[]> {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of await openEntries(db)) if (!heads.has(entry.stream)) heads.set(entry.stream, entry);
  return [...heads.values()].filter((entry) => entry.state === 'pending' && entry.nextAttemptAt <= now);
}

/**
 * Claims the entry `id` for sending and returns it as it is now (a waiting entry's body may have been replaced
 * since it was read as a head); null when it is gone or no longer pending. Joins an enclosing transaction.
 */
export function claim(db: AppDB, id: number): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (entry?.state !== 'pending') return null;
    const sending: OutboxEntry = { ...entry, state: 'sending' };
    await db.outbox.put(sending);
    return sending;
  });
}

/**
 * After `previous` (its stream's head) is done: claims the stream's next open entry when it is pending and due,
 * else null (the stream waits). Reads only entries newer than `previous`, so a drain of n entries stays O(n)
 * instead of reading every open entry per write. Joins an enclosing transaction (the drain's, with markDone).
 */
export function claimNextInStream(
  db: AppDB,
  previous: OutboxEntry,
  now = Date.now(),
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const next = await db.outbox
      .where(':id')
      .above(previous.id)
      .filter((entry) => entry.stream === previous.stream && openStates.includes(entry.state))
      .first();
    if (next?.state !== 'pending' || next.nextAttemptAt > now) return null;
    const sending: OutboxEntry = { ...next, state: 'sending' };
    await db.outbox.put(sending);
    return sending;
  });
}

/** Applies `change` when the entry is in one of `from`; false when it is gone or in another state. */
function transition(
  db: AppDB,
  id: number,
  from: OutboxState[],
  change: (entry: OutboxEntry) => OutboxEntry,
): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || !from.includes(entry.state)) return false;
    await db.outbox.put(change(entry));
    return true;
  });
}

/** Claims a pending entry for sending; false if someone else already did or it changed meanwhile. */
export const markSending = (db: AppDB, id: number) =>
  transition(db, id, ['pending'], (entry) => ({ ...entry, state: 'sending' }));

export const markDone = (db: AppDB, id: number, response?: unknown) =>
  transition(db, id, ['pending', 'sending'], ({ lastError: _, ...entry }) => ({
    ...entry,
    state: 'done',
    response,
  }));

/**
 * A retryable answer (network, 408, 429, 5xx): pending again, not before the next backoff step, nor before
 * `notBefore` (the time the server's Retry-After names; 0 for none).
 */
export const markRetry = (
  db: AppDB,
  id: number,
  error: OutboxError,
  now = Date.now(),
  random = Math.random,
  notBefore = 0,
) =>
  transition(db, id, ['pending', 'sending'], (entry) => ({
    ...entry,
    state: 'pending',
    attempts: entry.attempts + 1,
    nextAttemptAt: Math.max(now + backoffDelay(entry.attempts + 1, random), notBefore),
    lastError: error,
  }));

/**
 * Back online: entries waiting only because the network was down are due now, whatever their backoff — the
 * user sees them leave at once instead of after a timer that grew while the device was offline. Waits after a
 * server answer (408/429/5xx) keep their backoff. Returns how many became due.
 */
export function releaseNetworkWaits(db: AppDB, now = Date.now()): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox
      .where('state')
      .equals('pending')
      .and((entry) => entry.lastError?.code === 'NETWORK' && entry.nextAttemptAt > now)
      .modify({ nextAttemptAt: now }),
  );
}

/** A final refusal (other 4xx): the entry stops its stream and waits for the user to retry or discard it. */
export const markFailed = (db: AppDB, id: number, error: OutboxError) =>
  transition(db, id, ['pending', 'sending'], (entry) => ({ ...entry, state: 'failed', lastError: error }));

/** The user's retry: a failed entry becomes pending and due now, with a fresh backoff and the SAME key. */
export const retry = (db: AppDB, id: number, now = Date.now()) =>
  transition(db, id, ['failed'], (entry) => ({
    ...entry,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
  }));

/** The user gives up on an entry. Not while it is being sent: its answer may still arrive. */
export function discard(db: AppDB, id: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.state === 'sending') return false;
    await db.outbox.delete(id);
    return true;
  });
}

/** Entries still on their way to the server (pending or sending); failed ones are in listOpen. */
export const pendingCount = (db: AppDB): Promise<number> =>
  db.outbox.where('state').anyOf(['pending', 'sending']).count();

/** Pending, sending and failed entries, oldest first: the sync panel's list. */
export const listOpen = (db: AppDB): Promise<OutboxEntry[]> => openEntries(db);

export const readEntry = (db: AppDB, id: number): Promise<OutboxEntry | undefined> => db.outbox.get(id);

/**
 * After a crash or a closed tab, entries left in 'sending' go back to 'pending'. Safe: the resend carries
 * the same Idempotency-Key, so the server replays its first answer instead of applying the write twice.
 */
export const recoverInterrupted = (db: AppDB): Promise<number> =>
  db.outbox.where('state').equals('sending').modify({ state: 'pending' });

/** Deletes done entries created before `before`; their answers have been used by then. */
export const pruneDone = (db: AppDB, before: number): Promise<number> =>
  db.outbox
    .where('state')
    .equals('done')
    .and((entry) => entry.createdAt < before)
    .delete();

/**
 * Where a stream's changes stand before the account's copy is read (the garage, the lists): its last entry and how
 * many are still open. Handed to stillWhole after the read, it tells whether the answer can lack a change made here.
 */
export type StreamMark = { lastId: number; open: number };

export async function streamMark(db: AppDB, stream: string): Promise<StreamMark> {
  const entries = await db.outbox.where('stream').equals(stream).toArray();
  return {
    lastId: Math.max(0, ...entries.map((entry) => entry.id)),
    open: entries.filter((entry) => entry.state !== 'done').length,
  };
}

/** True when no change of the stream was open at `before`, none is open now and none was made in between. */
export const stillWhole = (before: StreamMark, now: StreamMark) =>
  before.open === 0 && now.open === 0 && now.lastId === before.lastId;

/** The stream's changes still on their way to the account (pending, sending or failed). */
export const openInStream = (db: AppDB, stream: string): Promise<number> =>
  db.outbox
    .where('stream')
    .equals(stream)
    .and((entry) => entry.state !== 'done')
    .count();
