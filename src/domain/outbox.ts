// The outbox as the app, the sync worker and the server agree on it: writes waiting to reach the server,
// sent in order per stream with an Idempotency-Key made once when the entry is created.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Entries of one stream go to the server in order; streams do not wait for each other. */
export type OutboxStream = 'contact' | 'newsletter' | 'cart' | 'order' | (string & {});
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type OutboxState = 'pending' | 'sending' | 'failed' | 'done';

/** What the server (or the network, status 0) answered to the last attempt. */
export type OutboxError = { status: number; code: string; message: string };

export type OutboxRequest = {
  stream: OutboxStream;
  method: OutboxMethod;
  path: string;
  body: JsonValue;
  /**
   * Sent with the session token of this user (the sync worker reads it from IndexedDB, db/session.ts). Without
   * that user's session on the device the entry fails visibly instead of going out unauthenticated or as another.
   */
  auth?: { userId: string };
};

export type OutboxEntry = OutboxRequest & {
  id: number;
  /** crypto.randomUUID() at enqueue; a retry sends the same key so the server applies the write once. */
  idempotencyKey: string;
  createdAt: number;
  /** Attempts that ended in a retryable answer (network, 408, 429, 5xx). */
  attempts: number;
  /** Not sent before this time (ms since epoch). */
  nextAttemptAt: number;
  state: OutboxState;
  lastError?: OutboxError;
  response?: unknown;
};
