// Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise kept in the dev_mailbox table.
// A failed SMTP send throws; callers store their own record first, so nothing the customer sent is lost. A mail
// with `html` goes out as multipart/alternative: the HTML and its plain-text part `text`.
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { devMailbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

export function createMailer(options: { db: Db; smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    send: async (mail) => {
      await options.db
        .insert(devMailbox)
        .values({ from: options.from, ...mail, replyTo: mail.replyTo ?? null, html: mail.html ?? null });
    },
  };
}

/** The newest mail (at most 20) the dev mailbox kept for an address. */
export const devMailboxOf = (db: Db, to: string) =>
  db
    .select({
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .where(eq(devMailbox.to, to))
    .orderBy(desc(devMailbox.id))
    .limit(20);
