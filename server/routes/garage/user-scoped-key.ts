// The Idempotency-Key of a signed-in user's call, made the user's own: server/lib/idempotency.ts scopes a key by
// method and path only, so the same key (and body) from another user would be answered with the first user's
// stored reply. Here a well-formed key becomes a digest of the user's id and the key; a malformed one is left for
// the idempotency middleware to refuse. Runs after requireUser and before idempotency().
import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../../lib/auth';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

export const userScopedKey = createMiddleware<AuthEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key !== undefined && KEY_PATTERN.test(key)) {
    const scoped = createHash('sha256').update(`${c.var.user.id}\n${key}`).digest('base64url');
    const headers = new Headers(c.req.raw.headers);
    headers.set(IDEMPOTENCY_HEADER, `u${c.var.user.id}-${scoped}`);
    // Hono's own bodyLimit replaces the request the same way; the body is carried over unread.
    c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
});
