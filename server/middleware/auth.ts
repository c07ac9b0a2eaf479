// Who is calling: the session token in `Authorization` (without a `Bearer` prefix; with it too). The
// server authenticates by this header only — never by a cookie — so no call can be forged from another site.
// A token whose user is gone or whose version is older than the user's (after logout, a password change or a
// two-factor change) is refused like a forged one.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { apiError } from '../lib/errors';
import { idempotency } from '../lib/idempotency';
import { verifyToken } from '../services/auth/tokens';
import { findUserById, type UserRow } from '../services/auth/users';

export type AuthEnv = { Variables: { user: UserRow } };

/** The token in an Authorization header value, with or without `Bearer `. */
export function tokenOf(header: string | undefined): string | null {
  const value = header?.trim() ?? '';
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token.length > 0 && token.length < 4096 ? token : null;
}

/** The signed-in user of a request, or null. */
export async function currentUser(deps: Pick<Deps, 'db' | 'auth'>, c: Context): Promise<UserRow | null> {
  const token = tokenOf(c.req.header('Authorization'));
  if (!token) return null;
  const claims = await verifyToken(deps.auth.jwtSecret, token);
  if (!claims) return null;
  const user = await findUserById(deps.db, claims.userId);
  if (!user || user.tokenVersion !== claims.version) return null;
  return user;
}

/** An ADMIN who may use the admin powers: one with two-factor sign-in on (read from the database, like the role). */
export const actsAsAdmin = (user: Pick<UserRow, 'role' | 'twoFactorEnabled'> | null | undefined): boolean =>
  user?.role === 'ADMIN' && user.twoFactorEnabled;

const signedIn = (deps: Pick<Deps, 'db' | 'auth'>, adminOnly: boolean) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const user = await currentUser(deps, c);
    if (!user) return apiError(c, 401, 'UNAUTHORIZED', 'unauthorized');
    if (adminOnly && user.role !== 'ADMIN') return apiError(c, 403, 'FORBIDDEN', 'forbidden');
    // A stolen ADMIN password alone must not open the admin area.
    if (adminOnly && !actsAsAdmin(user))
      return apiError(c, 403, 'TWO_FACTOR_SETUP_REQUIRED', 'adminTwoFactorRequired');
    c.set('user', user);
    await next();
  });

export type MaybeUserEnv = { Variables: { user: UserRow | null } };

/**
 * Calls a guest may make too (carts, orders): without `Authorization` the caller is a guest (`user` null); with it,
 * that header's user — a header that is no valid session is refused (401), never taken for a guest, so a device
 * whose session ended learns it instead of writing a guest's cart or order.
 */
export const optionalUser = (deps: Pick<Deps, 'db' | 'auth'>) =>
  createMiddleware<MaybeUserEnv>(async (c, next) => {
    if (c.req.header('Authorization') === undefined) {
      c.set('user', null);
      return next();
    }
    const user = await currentUser(deps, c);
    if (!user) return apiError(c, 401, 'UNAUTHORIZED', 'unauthorized');
    c.set('user', user);
    await next();
  });

/** 401 without a valid token; the user is in `c.var.user` after it. */
export const requireUser = (deps: Pick<Deps, 'db' | 'auth'>) => signedIn(deps, false);

/** 401 without a valid token, 403 for anyone but an ADMIN, and for an ADMIN without two-factor sign-in. */
export const requireAdmin = (deps: Pick<Deps, 'db' | 'auth'>) => signedIn(deps, true);

/**
 * The middleware of a signed-in user's write: 401 without a valid token, a body over `maxBodyBytes` refused (413),
 * and the Idempotency-Key kept per user (the same key from another user is another request).
 */
export const userWrite = (deps: Pick<Deps, 'db' | 'auth' | 'logger'>, maxBodyBytes: number) =>
  [
    requireUser(deps),
    limitBody(maxBodyBytes),
    // requireUser has run: the user is known.
    idempotency(deps, { ownerOf: (c) => `user:${(c as Context<AuthEnv>).var.user.id}` }),
  ] as const;
