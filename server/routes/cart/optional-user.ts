// Calls a guest may make too (carts): with an Authorization header the caller is that header's user, and a header
// that is no valid session is refused (401) rather than taken for a guest, so a device whose session ended learns
// it instead of writing a guest's cart; without the header the caller is a guest (`user` null).
import { createMiddleware } from 'hono/factory';
import type { Deps } from '../../deps';
import { currentUser } from '../../lib/auth';
import { apiError } from '../../lib/errors';
import type { UserRow } from '../../services/auth/users';

export type MaybeUserEnv = { Variables: { user: UserRow | null } };

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
