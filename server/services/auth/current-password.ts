// The password checked again before a change that matters (a new password, turning on two-factor): each check counts
// against the address's password limit first, as a sign-in does, so a stolen session token cannot guess it faster.
import type { Db } from '../../db/client';
import { type Hit, hit } from '../../lib/rate-limit';
import { accountSubject, authLimits } from './limits';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

export type PasswordCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'limited'; hit: Hit };

/** Counts one password check for the address; the limit's answer when it is used up. */
export async function passwordTry(db: Db, email: string): Promise<Hit | null> {
  const tries = await hit(db, authLimits.passwordPerAccount, accountSubject(email));
  return tries.allowed ? null : tries;
}

/** The signed-in user's own password, counted like a sign-in. */
export async function checkCurrentPassword(db: Db, user: UserRow, password: string): Promise<PasswordCheck> {
  const limited = await passwordTry(db, user.email);
  if (limited) return { ok: false, reason: 'limited', hit: limited };
  return (await verifyPassword(user.passwordHash, password)) ? { ok: true } : { ok: false, reason: 'wrong' };
}
