// The one HTTP client of the app (ofetch, base /api). Every failure becomes an ApiError carrying the
// server's { error, message } or, when the server could not be reached, status 0 and code NETWORK.
import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { ErrorAnswer } from '../domain/answers';
import { retryAfterOf } from '../domain/retry-after';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** From a 429's Retry-After header: how long the server asks the client to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.status === 0;
  }
}

let language = 'no';
/** The language the server should answer in (Accept-Language of every call). */
export const setApiLanguage = (locale: string) => {
  language = locale;
};

const http = ofetch.create({
  baseURL: '/api',
  retry: 0,
  timeout: 15_000,
  onRequest: ({ options }) => {
    options.headers.set('Accept-Language', language);
  },
});

export { retryAfterOf };

function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const parsed = v.safeParse(ErrorAnswer, error.data);
    if (parsed.success) {
      return new ApiError(
        error.response.status,
        parsed.output.error,
        parsed.output.message,
        parsed.output.fields,
        retryAfterOf(error.response.headers.get('Retry-After')),
      );
    }
    return new ApiError(error.response.status, 'HTTP_ERROR', error.response.statusText || 'Error');
  }
  return new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
}

/** Where the session token is kept. */
export const tokenStorageKey = 'jwtToken';

/** The stored token, or null. Read on every call so a sign-in or sign-out in another tab counts at once. */
type TokenStore = { getItem(key: string): string | null };

export function readToken(
  // Workers have no localStorage: they make no authenticated calls of their own.
  storage: TokenStore | undefined = (globalThis as { localStorage?: TokenStore }).localStorage,
): string | null {
  try {
    return storage?.getItem(tokenStorageKey) || null;
  } catch {
    return null;
  }
}

/** Listeners told when the server refuses the stored token (401 UNAUTHORIZED: expired or revoked). */
const rejectedListeners = new Set<() => void>();

/** Calls `listener` whenever an authenticated call is answered 401 UNAUTHORIZED; returns the unsubscribe. */
export function onSessionRejected(listener: () => void): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

/** An authenticated call without a token never leaves the device (docs/decisions.md "The product's exact texts"). */
export const tokenMissingMessage = 'Authorization token is missing.';

/**
 * GET or POST, then parse the answer with `schema`; throws ApiError. `auth: true` sends the stored token in
 * `Authorization` as the server expects it (no `Bearer` prefix), and refuses to call without one.
 */
export async function request<S extends v.GenericSchema>(
  schema: S,
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    /** JSON, or FormData sent as multipart (the browser sets its boundary). */
    body?: Record<string, unknown> | FormData;
    auth?: boolean;
    /** With `auth`: this token instead of the stored one (sign-out ends a session the device has already forgotten). */
    token?: string;
    /** Sent as `Idempotency-Key`: a retry of the same write with the same key is answered, not applied, again. */
    idempotencyKey?: string;
    /** With `auth`: the refusal's message when no token is stored (an order read says 'Unauthorized'). */
    tokenMissing?: string;
  } = {},
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = {};
  if (init.auth) {
    const token = init.token ?? readToken();
    if (!token) throw new ApiError(401, 'AUTH_TOKEN_MISSING', init.tokenMissing ?? tokenMissingMessage);
    headers.Authorization = token;
  }
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  let body: unknown;
  try {
    body = await http(path, { method: init.method ?? 'GET', body: init.body, headers });
  } catch (error) {
    const failure = toApiError(error);
    if (init.auth && failure.status === 401 && failure.code === 'UNAUTHORIZED' && !init.token) {
      for (const listener of [...rejectedListeners]) listener();
    }
    throw failure;
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(502, 'BAD_RESPONSE', `Unexpected answer from ${path}`);
  return parsed.output;
}
