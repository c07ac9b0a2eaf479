// Sends one outbox entry as it was queued, with its Idempotency-Key, and hands back the raw answer.
// No parsing and no retry here: the drainer classifies the status. Offline or timed out → it throws.
import type { OutboxEntry } from '../domain/outbox';
import { retryAfterOf } from '../domain/retry-after';

/** `retryAfterSeconds`: the answer's Retry-After (seconds or an HTTP date, as seconds from now), when it has one. */
export type SendResult = { status: number; body: unknown; retryAfterSeconds?: number | null };
/** `token`: the session token an entry of a user's account is sent with (`Authorization`, no Bearer prefix). */
export type SendEntry = (entry: OutboxEntry, token?: string) => Promise<SendResult>;

const timeoutMs = 15_000;

/** A sender whose Accept-Language is read at each call (the language only changes with a reload). */
export const createOutboxSender =
  (language: () => string = () => 'no'): SendEntry =>
  async (entry, token) => {
    const response = await fetch(`/api${entry.path}`, {
      method: entry.method,
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.idempotencyKey,
        'Accept-Language': language(),
        ...(token ? { Authorization: token } : {}),
      },
      body: entry.body === null && entry.method === 'DELETE' ? undefined : JSON.stringify(entry.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // A non-JSON answer (a proxy's error page) still has a status worth classifying.
      body = text;
    }
    return {
      status: response.status,
      body,
      retryAfterSeconds: retryAfterOf(response.headers.get('Retry-After')),
    };
  };
