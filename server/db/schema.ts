// Drizzle schema shared by PGlite and PostgreSQL. Migrations are generated from it by drizzle-kit.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type SiteLink = { title: string; url: string };

/** One row (id 1): the shop's public settings. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  orgNr: text('org_nr').notNull(),
  links: jsonb('links').$type<SiteLink[]>().notNull(),
  showFooter: boolean('show_footer').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail kept here instead of sent when no SMTP_URL is set (development and tests). */
export const devMailbox = pgTable('dev_mailbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  replyTo: text('reply_to'),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part, when the mail has one (order emails); `text` is always its plain-text part. */
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail on its way out (server/lib/mail-outbox.ts): kept before it is sent, so a mail the SMTP server refused or
 * never got is tried again — after 1, 5, 30 minutes, 2 and 6 hours — until it is sent or given up.
 * `next_attempt_at` is also the lease of a send in progress: a claimed row is not due again for five minutes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is (`order-confirmation`, `order-SHIPPED` …), for the logs. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the last attempt failed and no further one will be made. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.gaveUpAt} is null`),
  ],
);

/**
 * Display currencies: units of `code` per 1 NOK, with when and by whom the rate was
 * set. NOK itself is not a row (its rate is 1). Prices are charged in NOK; the rates only convert what is shown.
 */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  setBy: text('set_by').notNull().default('seed'),
});

/**
 * Idempotency-Key claims and the answers given to them (server/lib/idempotency.ts). A key is scoped by method
 * and path; the row is 'in-flight' from the claim until the answer (status < 500) is stored. Kept ≥ 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 (hex) of the raw request body. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in-flight', 'done'] })
      .notNull()
      .default('in-flight'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.method, t.path] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('in-flight', 'done')`),
  ],
);

export * from './accounts-schema';
export * from './catalogue-schema';
export * from './orders-schema';
export * from './payments-schema';
export * from './stock-schema';
