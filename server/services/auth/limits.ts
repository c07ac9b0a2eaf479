// The abuse limits of accounts (docs/security.md "Abuse limits"): counted in the database (server/lib/rate-limit.ts),
// so they hold across server processes and restarts.
import { createHash } from 'node:crypto';
import type { Limit } from '../../lib/rate-limit';
import { normaliseEmail } from './users';

const minutes = (n: number) => n * 60_000;

export const authLimits = {
  /** Passwords checked for one address (sign-in, and the current password at a change), right or wrong. */
  passwordPerAccount: { name: 'password', limit: 10, windowMs: minutes(15) },
  /** Two-factor codes (TOTP or backup) tried for one account: sign-in, enable, disable, new backup codes. */
  codePerAccount: { name: 'two-factor', limit: 5, windowMs: minutes(15) },
  /** Sign-in attempts from one address, whatever the account (credential stuffing). */
  loginPerIp: { name: 'login-ip', limit: 50, windowMs: minutes(15) },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: minutes(60) },
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: minutes(60) },
  resetPerIp: { name: 'reset-ip', limit: 20, windowMs: minutes(15) },
  /** Mails to one address (reset links, "someone tried to register"): over it the answer is the same, no mail. */
  mailPerAccount: { name: 'account-mail', limit: 3, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

/** The key an address is counted under: a hash, so the counters table holds no addresses. */
export const accountSubject = (email: string) =>
  createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
