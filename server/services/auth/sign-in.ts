// Sign-in and the checks of a known password. An unknown address and a wrong password take the same path and
// the same time (one argon2 verify each) and give the same answer. Every password checked for an address counts
// against its limit before the check, so concurrent guesses cannot pass it either.

import type { Db } from '../../db/client';
import type { Hit } from '../../lib/rate-limit';
import type { AuthSecrets } from '../../lib/secrets';
import { passwordTry } from './current-password';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { checkSecondFactor, hasSecondFactor, type SecondFactor } from './two-factor';
import { findUserByEmail, type UserRow } from './users';

export type SignIn =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'wrong' | 'two-factor-required' | 'two-factor-invalid' }
  | { ok: false; reason: 'limited'; hit: Hit };

export async function signIn(
  db: Db,
  keys: AuthSecrets,
  attempt: { email: string; password: string } & SecondFactor,
): Promise<SignIn> {
  const limited = await passwordTry(db, attempt.email);
  if (limited) return { ok: false, reason: 'limited', hit: limited };
  const user = await findUserByEmail(db, attempt.email);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await verifyAgainstNothing(attempt.password);
  if (!user || !passwordOk) return { ok: false, reason: 'wrong' };
  if (!user.twoFactorEnabled) return { ok: true, user };
  if (!hasSecondFactor(attempt)) return { ok: false, reason: 'two-factor-required' };
  const check = await checkSecondFactor(db, keys, user, attempt, { allowBackup: true });
  if (check.ok) return { ok: true, user };
  return check.reason === 'limited' ? check : { ok: false, reason: 'two-factor-invalid' };
}
