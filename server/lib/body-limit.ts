// Request bodies are bounded before anything reads them: one default for every call (boundBodies, first in the
// app), larger sizes only for calls named there, smaller ones per route (limitBody). Past the size: 413
// PAYLOAD_TOO_LARGE in the caller's language, with the connection closed so the rest is not read either.
// Bytes are counted as they arrive, so neither a chunked body (no length) nor a Content-Length that understates
// the body gets more than the limit into memory; a declared length over the limit is refused unread.
import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errors';

export const defaultBodyBytes = 64 * 1024;

type TooLarge = (c: Context) => Response | Promise<Response>;

const tooLarge: TooLarge = (c) => {
  c.header('Connection', 'close');
  return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge');
};

/** GET and HEAD bodies are never handed to the app (nor read by anything in it). */
const bodiless = (method: string) => method === 'GET' || method === 'HEAD';

/** Reads the body up to `maxSize` bytes; `null` as soon as it is longer (the rest is left unread). */
async function readUpTo(request: Request, maxSize: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = request.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/** Middleware: a body over `maxSize` bytes is answered by `onTooLarge` (default: 413 JSON) before it is read. */
export const limitBody =
  (maxSize: number, onTooLarge: TooLarge = tooLarge): MiddlewareHandler =>
  async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= maxSize)) {
      return onTooLarge(c);
    }
    if (bodiless(c.req.method)) {
      // The Node adapter drops a GET's body; one that was sent anyway would only be drained for nothing.
      if (c.req.header('transfer-encoding') !== undefined) return onTooLarge(c);
      return next();
    }
    if (!c.req.raw.body) return next();
    const body = await readUpTo(c.req.raw, maxSize);
    if (!body) return onTooLarge(c);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(body.byteLength));
    c.req.raw = new Request(c.req.raw, { body, headers });
    return next();
  };

/** A call allowed a larger body than the default: by method and path (the whole path, e.g. `/api/user/`). */
export type LargerBody = { method: string; path: RegExp; maxSize: number; onTooLarge?: TooLarge };

/** Middleware: every request's body bounded, by the first `larger` rule it matches or else by `defaultSize`. */
export const boundBodies = (defaultSize: number, larger: LargerBody[] = []): MiddlewareHandler => {
  const byDefault = limitBody(defaultSize);
  const named = larger.map((rule) => ({ rule, limit: limitBody(rule.maxSize, rule.onTooLarge) }));
  return (c, next) => {
    const match = named.find(({ rule }) => rule.method === c.req.method && rule.path.test(c.req.path));
    return (match?.limit ?? byDefault)(c, next);
  };
};
