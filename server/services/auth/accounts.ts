// Creating users and ending their sessions. A token is valid while its `ver` equals the user's token_version, so
// raising the version (logout, password change or reset, any two-factor change) ends every token issued before.
import { eq, sql } from 'drizzle-orm';
import type { UserRole } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { normaliseEmail, type UserRow } from './users';

type Changes = Partial<
  Pick<
    typeof users.$inferInsert,
    'passwordHash' | 'twoFactorEnabled' | 'twoFactorSecret' | 'twoFactorPendingSecret' | 'twoFactorLastStep'
  >
>;

/** The new user, or null when the address already has an account (one `insert … on conflict do nothing`). */
export async function createUser(
  db: Pick<Db, 'insert'>,
  account: { email: string; passwordHash: string; role?: UserRole },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      email: normaliseEmail(account.email),
      passwordHash: account.passwordHash,
      role: account.role ?? 'CUSTOMER',
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Applies `changes` and raises the token version in one update; the user as it is now. */
export async function endSessions(
  db: Pick<Db, 'update'>,
  userId: number,
  changes: Changes = {},
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} is gone`);
  return row;
}
