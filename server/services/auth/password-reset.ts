// Password reset links: a 256-bit random token, mailed once and kept only as its sha256; valid 15 minutes, used
// once (one `update … where used_at is null and expires_at > now`). Setting the new password raises the token
// version (every session ends) and leaves two-factor as it was. Mail goes out in the background, so the answer
// to "forgot" takes the same time whether or not the address has an account.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';
import type { Locale } from '../../lib/locale';
import type { Mailer } from '../../lib/mailer';
import { text } from '../../lib/messages';
import { fillText } from '../../lib/messages-auth';
import { hit } from '../../lib/rate-limit';
import { endSessions } from './accounts';
import { accountSubject, authLimits } from './limits';
import { findUserByEmail } from './users';

export const resetLifetimeMinutes = 15;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const appLink = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The page of the app that takes the token. */
export const resetLink = (base: string, token: string) =>
  appLink(base, `/account/reset-password?token=${encodeURIComponent(token)}`);

type MailContext = { db: Db; mailer: Mailer; locale: Locale; linkBase: string };

/** Mails `email` a reset link when it has an account and has not had too many mails this hour. */
export async function mailResetLink(ctx: MailContext, email: string, now = Date.now()) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (!(await hit(ctx.db, authLimits.mailPerAccount, accountSubject(user.email))).allowed) return;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId: user.id,
    expiresAt: new Date(now + resetLifetimeMinutes * 60_000),
  });
  await ctx.mailer.send({
    to: user.email,
    subject: text('resetMailSubject', ctx.locale),
    text: fillText(text('resetMailText', ctx.locale), {
      link: resetLink(ctx.linkBase, token),
      minutes: resetLifetimeMinutes,
    }),
  });
}

/** Tells the owner of `email` that someone tried to sign up with it (at most a few mails an hour). */
export async function mailRegisterAgain(ctx: MailContext, email: string) {
  if (!(await hit(ctx.db, authLimits.mailPerAccount, accountSubject(email))).allowed) return;
  await ctx.mailer.send({
    to: email,
    subject: text('registerAgainMailSubject', ctx.locale),
    text: fillText(text('registerAgainMailText', ctx.locale), {
      link: appLink(ctx.linkBase, '/account/login'),
    }),
  });
}

const live = (hash: string, now: number) =>
  and(
    eq(passwordResets.tokenHash, hash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date(now)),
  );

/** Whether `token` is a reset token that is unused and not expired. */
export async function isLiveResetToken(db: Db, token: string, now = Date.now()): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live(tokenHash(token), now));
  return row !== undefined;
}

/** Uses the token and sets the password (already hashed); false when the token is not live (any more). */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now = Date.now(),
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date(now) })
      .where(live(tokenHash(token), now))
      .returning({ userId: passwordResets.userId });
    if (!used) return false;
    // Any other link still out for this user stops working too.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date(now) })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    await endSessions(tx, used.userId, { passwordHash });
    return true;
  });
}
