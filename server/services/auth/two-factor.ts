// Two-factor authentication of a user: setting up a pending secret, enabling it with the password and a code,
// checking the second factor at sign-in, disabling, and new backup codes. Every change that affects sign-in raises
// the token version (old sessions end) and the caller hands the current device a fresh token. Code tries are limited
// per account, password tries per address (current-password.ts).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupCodes, users } from '../../db/schema';
import { type Hit, hit } from '../../lib/rate-limit';
import type { AuthSecrets } from '../../lib/secrets';
import { endSessions } from './accounts';
import { hashBackupCodes, newBackupCodes, spendBackupCode } from './backup-codes';
import { checkCurrentPassword, type PasswordCheck } from './current-password';
import { authLimits } from './limits';
import { open, seal } from './secret-box';
import { enrolment, matchTotp, newTotpSecret } from './totp';
import type { UserRow } from './users';

export type SecondFactor = { code?: string | undefined; backupCode?: string | undefined };
export type CodeRefused = { ok: false; reason: 'invalid' } | { ok: false; reason: 'limited'; hit: Hit };
export type CodeCheck = { ok: true } | CodeRefused;

const context = (userId: number) => `totp:${userId}`;
const given = (value: string | undefined) => (value ?? '').replace(/\s/g, '');
export const hasSecondFactor = (factor: SecondFactor) =>
  given(factor.code) !== '' || given(factor.backupCode) !== '';

function secretOf(keys: AuthSecrets, user: UserRow, sealed: string | null): Uint8Array | null {
  if (!sealed) return null;
  try {
    return open(keys.twoFactorKey, sealed, context(user.id));
  } catch {
    return null; // sealed under another key: the factor cannot be checked, so no code passes
  }
}

/** Records `step` as the last accepted one unless it is not after it: a code passes once, even when raced. */
async function acceptStep(db: Db, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Counts one code try for the account; the refusal when the limit is used up. */
async function codeTry(db: Db, userId: number): Promise<CodeRefused | null> {
  const tries = await hit(db, authLimits.codePerAccount, String(userId));
  return tries.allowed ? null : { ok: false, reason: 'limited', hit: tries };
}

/**
 * Checks the enabled factor: a current TOTP code, or else an unused backup code (`allowBackup`). Each call is
 * one try of the account's limit.
 */
export async function checkSecondFactor(
  db: Db,
  keys: AuthSecrets,
  user: UserRow,
  factor: SecondFactor,
  options: { allowBackup: boolean; now?: number },
): Promise<CodeCheck> {
  const limited = await codeTry(db, user.id);
  if (limited) return limited;
  const now = options.now ?? Date.now();
  const code = given(factor.code);
  if (code) {
    const secret = secretOf(keys, user, user.twoFactorSecret);
    const step = secret ? matchTotp(secret, code, now, user.twoFactorLastStep) : null;
    return step !== null && (await acceptStep(db, user.id, step))
      ? { ok: true }
      : { ok: false, reason: 'invalid' };
  }
  const backup = given(factor.backupCode);
  if (backup && options.allowBackup && (await spendBackupCode(db, user.id, backup))) return { ok: true };
  return { ok: false, reason: 'invalid' };
}

/** A new secret, kept pending until a code from it enables it; what the authenticator app needs. */
export async function beginSetup(db: Db, keys: AuthSecrets, user: UserRow) {
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ twoFactorPendingSecret: seal(keys.twoFactorKey, secret, context(user.id)), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return enrolment(secret, user.email);
}

export type Enabled = { ok: true; user: UserRow; backupCodes: string[] };

/**
 * Enables the pending secret when `password` is the user's and `code` a current code of the secret; 10 new backup
 * codes. The password first, so that a session token alone (stolen) cannot turn it on and lock the owner out.
 */
export async function enable(
  db: Db,
  keys: AuthSecrets,
  user: UserRow,
  typed: { code: string; password: string },
  now = Date.now(),
): Promise<
  Enabled | CodeRefused | Exclude<PasswordCheck, { ok: true }> | { ok: false; reason: 'not-set-up' }
> {
  const pending = user.twoFactorPendingSecret;
  const secret = secretOf(keys, user, pending);
  if (!pending || !secret) return { ok: false, reason: 'not-set-up' };
  const password = await checkCurrentPassword(db, user, typed.password);
  if (!password.ok) return password;
  const limited = await codeTry(db, user.id);
  if (limited) return limited;
  const step = matchTotp(secret, given(typed.code), now, user.twoFactorLastStep);
  if (step === null) return { ok: false, reason: 'invalid' };
  const codes = newBackupCodes();
  const storeCodes = await hashBackupCodes(codes);
  const enabled = await db.transaction(async (tx) => {
    // Only the request that still sees this pending secret enables it.
    const [row] = await tx
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorSecret: pending,
        twoFactorPendingSecret: null,
        twoFactorLastStep: step,
      })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.twoFactorPendingSecret, pending),
          eq(users.twoFactorEnabled, false),
        ),
      )
      .returning({ id: users.id });
    if (!row) return null;
    await storeCodes(tx, user.id);
    return endSessions(tx, user.id);
  });
  return enabled ? { ok: true, user: enabled, backupCodes: codes } : { ok: false, reason: 'invalid' };
}

/** Switches two-factor off and forgets its secret and backup codes. */
export async function disable(db: Db, user: UserRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
    return endSessions(tx, user.id, {
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
  });
}

/** Replaces the user's backup codes with 10 new ones. */
export async function regenerateBackupCodes(db: Db, user: UserRow) {
  const codes = newBackupCodes();
  const storeCodes = await hashBackupCodes(codes);
  const updated = await db.transaction(async (tx) => {
    await storeCodes(tx, user.id);
    return endSessions(tx, user.id);
  });
  return { user: updated, backupCodes: codes };
}
