// The first ADMIN, made at start (server/main.ts). With ADMIN_EMAIL: that account is created as ADMIN if it does
// not exist, with ADMIN_PASSWORD (held to the users' password rules by server/env.ts) or else a generated one.
// Without ADMIN_EMAIL: when no ADMIN exists at all, one is made with an unguessable address under `.invalid` (a
// domain that never takes mail, so no reset link can reach a stranger) and a generated password. A generated
// password is written once to a file in DATA_DIR that only the owner may read; the log names the file, never the
// password. An existing account is never changed: its password stays, and a customer is not promoted. Safe with
// several processes starting at once: a named address is `on conflict do nothing`, a generated one is made under
// a transaction lock.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { writeSecretFile } from '../../lib/private-files';
import { createUser } from './accounts';
import { hashPassword } from './passwords';
import { findUserByEmail, normaliseEmail } from './users';

/** The address earlier versions gave the first ADMIN; a shop that still has it is warned at start. */
export const wellKnownAdminEmail = 'admin@bildeler.no';
/** RFC 2606: `.invalid` never resolves, so mail to a generated address reaches no one. */
export const generatedAdminDomain = 'bildeler.invalid';
export const adminFileName = 'first-admin.txt';

export type AdminSeed =
  | { created: true; email: string; file: string | null }
  | { created: false; email: string | null; reason: 'exists' | 'admin-exists' | 'not-admin' };

/** 24 characters of base64url: 144 random bits. */
const generatePassword = () => randomBytes(18).toString('base64url');
/** `admin-` and 16 characters of base32 (80 random bits): not guessable, still typeable. */
const generateEmail = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const id = [...randomBytes(16)].map((byte) => alphabet[byte % 32]).join('');
  return `admin-${id}@${generatedAdminDomain}`;
};
/** Any fixed number: the lock only keeps two starting processes from making a first ADMIN each. */
const firstAdminLock = 7_020_001;

/** The file's text: what the owner needs to sign in, and what to do next. */
const adminFileText = (email: string, password: string) =>
  [
    `The first administrator of this Bildeler shop, made ${new Date().toISOString()}.`,
    '',
    `email: ${email}`,
    `password: ${password}`,
    '',
    'Sign in at /account/login with these. The shop then asks you to turn on two-factor sign-in (an',
    'authenticator app); the admin area opens only after that. Change the password on the account page.',
    email.endsWith(`@${generatedAdminDomain}`)
      ? 'This address takes no mail, so a lost password cannot be reset by mail: to give the shop an admin with a real address, start it with ADMIN_EMAIL (and ADMIN_PASSWORD).'
      : '',
    'Delete this file once the password is kept somewhere safe.',
    '',
  ].join('\n');

/** Writes the file next to the data, named first-admin.txt (or with the time, when an earlier one is still there). */
function handOver(dataDir: string, email: string, password: string): string {
  const first = join(dataDir, adminFileName);
  if (writeSecretFile(first, adminFileText(email, password))) return first;
  // An older file is never written over: the new one gets a name of its own.
  const later = join(dataDir, `first-admin-${Date.now()}.txt`);
  if (!writeSecretFile(later, adminFileText(email, password))) throw new Error(`${later} exists`);
  return later;
}

async function warnIfWellKnown(db: Db, logger: Logger) {
  const [old] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, wellKnownAdminEmail), eq(users.role, 'ADMIN')))
    .limit(1);
  if (old)
    logger.warn(
      { email: wellKnownAdminEmail },
      'an ADMIN has the well-known address of earlier versions: give it a strong password and two-factor sign-in, or remove it',
    );
}

/** The first ADMIN with a generated address, unless an ADMIN exists; one even when several processes start. */
async function seedGenerated(db: Db, passwordHash: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${firstAdminLock})`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
    if (admin) return null;
    const created = await createUser(tx, { email: generateEmail(), passwordHash, role: 'ADMIN' });
    return created?.email ?? null;
  });
}

export async function seedAdmin(
  db: Db,
  logger: Logger,
  env: { email?: string | undefined; password?: string | undefined; dataDir: string },
): Promise<AdminSeed> {
  if (!env.email) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
    if (admin) {
      await warnIfWellKnown(db, logger);
      return { created: false, email: null, reason: 'admin-exists' };
    }
    const password = env.password ?? generatePassword();
    const email = await seedGenerated(db, await hashPassword(password));
    if (!email) return { created: false, email: null, reason: 'admin-exists' }; // another process was first
    if (env.password) {
      logger.warn(
        { email },
        'first admin created with ADMIN_PASSWORD and a generated address (no ADMIN_EMAIL); sign in with this address',
      );
      return { created: true, email, file: null };
    }
    const file = handOver(env.dataDir, email, password);
    logger.warn(
      { file },
      'first admin created: its address and password are in this file, readable only by its owner',
    );
    return { created: true, email, file };
  }

  const email = normaliseEmail(env.email);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'ADMIN') {
      logger.warn({ email }, 'ADMIN_EMAIL names a customer account; it is not made an admin');
      return { created: false, email, reason: 'not-admin' };
    }
    return { created: false, email, reason: 'exists' };
  }
  const password = env.password ?? generatePassword();
  const created = await createUser(db, { email, passwordHash: await hashPassword(password), role: 'ADMIN' });
  if (!created) return { created: false, email, reason: 'exists' }; // another process made it a moment ago
  if (env.password) {
    logger.info({ email }, 'admin account created with ADMIN_PASSWORD');
    return { created: true, email, file: null };
  }
  const file = handOver(env.dataDir, email, password);
  logger.warn(
    { email, file },
    'admin account created: its password is in this file, readable only by its owner',
  );
  return { created: true, email, file };
}

/** Where the first ADMIN's sign-in is: the file made now, or the one an earlier start made while it is still there. */
export function signInFile(seeded: AdminSeed, dataDir: string): string | null {
  if (seeded.created) return seeded.file;
  const first = join(dataDir, adminFileName);
  return existsSync(first) ? first : null;
}
