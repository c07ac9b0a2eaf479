// When the sync worker sends an outbox entry again, and what an answer means for it (docs/offline.md).
// Pure: the worker passes in the status, the server's Retry-After and the clock.
import type { OutboxEntry } from './outbox';

export const backoffBase = 1_000;
export const backoffCap = 5 * 60_000;

/**
 * Wait before the next try after `attempt` failed tries (1-based): 1 s, 2 s, 4 s … capped at 5 min, with
 * equal jitter (half fixed, half random) so clients that went offline together do not return together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  const ceiling = Math.min(backoffCap, backoffBase * 2 ** exponent);
  const half = ceiling / 2;
  return Math.round(half + Math.min(Math.max(random(), 0), 1) * half);
}

/** The error code the server gives, with 409, while a request with the same Idempotency-Key is still in flight. */
export const inFlightCode = 'IDEMPOTENCY_IN_FLIGHT';

export type Outcome = 'done' | 'retry' | 'failed';

/**
 * 2xx → done. No answer (status 0), 408, 429, 5xx, and the server's "same key still in flight" 409 → retry.
 * Any other status → failed: the entry stops and the user sees it; nothing is dropped silently.
 */
export function classify(status: number, code?: string): Outcome {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 409 && code === inFlightCode) return 'retry';
  return 'failed';
}

/** The longest wait a Retry-After may ask for (a day): an absurd value never parks an order for good. */
export const retryAfterCap = 24 * 60 * 60_000;

/**
 * The earliest time (ms) the server allows the next try: its Retry-After on a 429 (the shop limits orders just now)
 * or a 503, capped at retryAfterCap; 0 when it named none. The drain waits until then even when the backoff is
 * shorter, and never retries sooner.
 */
export function retryNotBefore(
  status: number,
  retryAfterSeconds: number | null | undefined,
  now: number,
): number {
  if ((status !== 429 && status !== 503) || retryAfterSeconds === null || retryAfterSeconds === undefined)
    return 0;
  if (!Number.isFinite(retryAfterSeconds) || retryAfterSeconds < 0) return 0;
  return now + Math.min(retryAfterSeconds * 1000, retryAfterCap);
}

/** When a waiting entry goes out again because the shop limits its calls just now (429), or null when it does not. */
export const limitedUntil = (
  entry: Pick<OutboxEntry, 'state' | 'lastError' | 'nextAttemptAt'>,
): number | null =>
  entry.state === 'pending' && entry.lastError?.status === 429 ? entry.nextAttemptAt : null;
