// The first ADMIN, made at start (server/main.ts). With ADMIN_EMAIL: that account is created as ADMIN if it does
// not exist, with ADMIN_PASSWORD or else a generated password logged once (warn). Without ADMIN_EMAIL: when no
// ADMIN exists at all, admin@bildeler.no is created with a generated password logged once. An existing account is
// never changed: its password stays, and a customer is not promoted (whoever registered that address first would
// get the shop). Safe with several processes starting at once: the insert is `on conflict do nothing`.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { createUser } from './accounts';
import { isTooCommon } from './password-policy';
import { hashPassword } from './passwords';
import { findUserByEmail, normaliseEmail } from './users';

export const defaultAdminEmail = 'admin@bildeler.no';

export type AdminSeed =
  | { created: true; email: string; generatedPassword: boolean }
  | { created: false; email: string | null; reason: 'exists' | 'admin-exists' | 'not-admin' };

/** 24 characters of base64url: 144 random bits. */
const generatePassword = () => randomBytes(18).toString('base64url');

export async function seedAdmin(
  db: Db,
  logger: Logger,
  env: { email?: string | undefined; password?: string | undefined },
): Promise<AdminSeed> {
  if (!env.email) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
    if (admin) return { created: false, email: null, reason: 'admin-exists' };
  }
  const email = normaliseEmail(env.email ?? defaultAdminEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'ADMIN') {
      logger.warn({ email }, 'ADMIN_EMAIL names a customer account; it is not made an admin');
      return { created: false, email, reason: 'not-admin' };
    }
    return { created: false, email, reason: 'exists' };
  }
  const password = env.password ?? generatePassword();
  if (env.password && isTooCommon(env.password)) {
    logger.warn({ email }, 'ADMIN_PASSWORD is one of the most common passwords; change it after signing in');
  }
  const created = await createUser(db, { email, passwordHash: await hashPassword(password), role: 'ADMIN' });
  if (!created) return { created: false, email, reason: 'exists' }; // another process made it a moment ago
  if (env.password) logger.info({ email }, 'admin account created with ADMIN_PASSWORD');
  else
    logger.warn(
      { email, password },
      'admin account created; this generated password is shown only this once',
    );
  return { created: true, email, generatedPassword: !env.password };
}
