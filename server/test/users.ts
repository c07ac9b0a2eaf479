// Signed-in users for tests: a row straight in `users` (no password sign-in needed) and a session token for it.
// An ADMIN has two-factor sign-in on unless told (`twoFactor: false`): the admin calls refuse an ADMIN without it.
import type { UserRole } from '../../src/domain/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { AuthSecrets } from '../deps';
import { signToken } from '../services/auth/tokens';
import { normaliseEmail, type UserRow } from '../services/auth/users';

export async function signIn(
  db: Db,
  auth: Pick<AuthSecrets, 'jwtSecret'>,
  { email, role = 'CUSTOMER', twoFactor }: { email: string; role?: UserRole; twoFactor?: boolean },
): Promise<{ user: UserRow; token: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: normaliseEmail(email),
      passwordHash: 'not-a-real-hash',
      role,
      twoFactorEnabled: twoFactor ?? role === 'ADMIN',
    })
    .returning();
  if (!user) throw new Error(`user ${email} not created`);
  return { user, token: await signToken(auth.jwtSecret, user) };
}
