// Mail that must not be lost (order confirmations and status messages) goes through the mail_outbox table: it is
// kept first, then sent; a send that fails is tried again later by the retry loop (started by server/main.ts)
// until it is sent or has failed maxMailAttempts times. A send holds its row for a lease (its next attempt pushed out):
// a mail sent as it is kept is written already claimed (sendKept), the retry loop claims a row by one atomic UPDATE,
// so the two never send a mail twice.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from './logger';
import type { Mail, Mailer } from './mailer';
import { oncePerDb } from './prepared';
import { repeatEvery } from './repeat';

const minutes = (n: number) => n * 60_000;

/** How long after failed attempt n (1-based) the next is made; after the last of them the mail is given up. */
export const mailRetryDelaysMs = [minutes(1), minutes(5), minutes(30), minutes(120), minutes(360)];
export const maxMailAttempts = mailRetryDelaysMs.length + 1;
/** A claimed mail is not due again for this long: time enough for one SMTP send. */
const leaseMs = minutes(5);

/** A mail's own columns of its outbox row. */
const mailColumns = (mail: Mail) => ({
  to: mail.to,
  replyTo: mail.replyTo ?? null,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
});

/**
 * Keeps `mail` for sending, due at `now`; answers its outbox id. Every time in the outbox is this process's clock
 * (not the database's `now()`), so due and not due never depend on two clocks agreeing.
 */
export async function queueMail(db: Db, kind: string, mail: Mail, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind, ...mailColumns(mail), nextAttemptAt: now, createdAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

export type MailContext = { db: Db; mailer: Mailer; logger: Logger };
export type DeliveryResult = 'sent' | 'retry' | 'gave-up' | 'not-due';

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The statements of keeping a mail and sending it at once, made for every order (lib/prepared.ts). */
const statements = oncePerDb((db) => ({
  keepClaimed: db
    .insert(mailOutbox)
    .values({
      kind: sql.placeholder('kind'),
      to: sql.placeholder('to'),
      replyTo: sql.placeholder('replyTo'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      attempts: 1,
      nextAttemptAt: sql.placeholder('leaseEnds'),
      createdAt: sql.placeholder('now'),
    })
    .returning()
    .prepare('mail_outbox_keep_claimed'),
  sent: db
    .update(mailOutbox)
    // Its time is given as ISO text, as drizzle sends a timestamp it maps itself.
    .set({ sentAt: sql`${sql.placeholder('sentAt')}`, lastError: null })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('mail_outbox_sent'),
}));

/**
 * Keeps `mail` in the outbox and sends it now. It is kept as claimed by this send (its first attempt, next due when
 * the lease ends), so the retry loop takes it up only if this send fails or never finishes.
 */
export async function sendKept(
  ctx: MailContext,
  kind: string,
  mail: Mail,
  now = new Date(),
): Promise<DeliveryResult> {
  const [row] = await statements(ctx.db).keepClaimed.execute({
    kind,
    ...mailColumns(mail),
    leaseEnds: new Date(now.getTime() + leaseMs),
    now,
  });
  if (!row) throw new Error('mail not queued');
  return send(ctx, row, now);
}

/** Sends outbox mail `id` if it is due and unsent, and records how that went. */
export async function deliverMail(ctx: MailContext, id: number, now = new Date()): Promise<DeliveryResult> {
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.gaveUpAt),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  return row ? send(ctx, row, now) : 'not-due';
}

/** Sends a mail this process has claimed (`row.attempts` counts this attempt) and records how that went. */
async function send(ctx: MailContext, row: OutboxRow, now: Date): Promise<DeliveryResult> {
  const id = row.id;
  try {
    await ctx.mailer.send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    });
  } catch (err) {
    const lastError = String((err as Error)?.message ?? err).slice(0, 500);
    const delay = mailRetryDelaysMs[row.attempts - 1];
    const gaveUp = delay === undefined;
    await ctx.db
      .update(mailOutbox)
      .set(
        gaveUp ? { gaveUpAt: now, lastError } : { nextAttemptAt: new Date(now.getTime() + delay), lastError },
      )
      .where(eq(mailOutbox.id, id));
    const fields = { err, mailId: id, kind: row.kind, attempts: row.attempts };
    if (gaveUp) ctx.logger.error(fields, 'mail given up');
    else ctx.logger.warn(fields, 'mail not sent; tried again later');
    return gaveUp ? 'gave-up' : 'retry';
  }
  await statements(ctx.db).sent.execute({ id, sentAt: now.toISOString() });
  return 'sent';
}

/** Sends every due mail once (oldest first, at most `limit`); answers how many were sent. */
export async function deliverDueMails(ctx: MailContext, now = new Date(), limit = 50): Promise<number> {
  const due = await ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) if ((await deliverMail(ctx, id, now)) === 'sent') sent += 1;
  return sent;
}

/** The retry loop: due mail every `intervalMs`. Answers its stop. */
export function startMailRetries(ctx: MailContext & { intervalMs: number }): () => void {
  return repeatEvery(ctx.intervalMs, ctx.logger, 'mail retry failed', () => deliverDueMails(ctx));
}
