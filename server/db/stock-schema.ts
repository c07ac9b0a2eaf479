// Stock kept by orders and set by staff. An order notes the units it took off each article's shelf when it was placed
// (only articles in stock are counted down; backorder lines take nothing), so a cancel gives back exactly those:
// `released_at` is set once, by the transaction that cancels the order. Staff changes of an article's units are kept
// as `stock_events` (who, when, from and to).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders-schema';

export const orderReservations = pgTable(
  'order_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    units: integer('units').notNull(),
    /** When the units went back to the shelf (the order was cancelled); null while the order keeps them. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.articleId] }),
    index('order_reservations_held_idx').on(t.articleId).where(sql`${t.releasedAt} is null`),
  ],
);

/** Who (the ADMIN's user id, kept when the user is gone), when, and the units and status before and after. */
export const stockEvents = pgTable(
  'stock_events',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').notNull(),
    fromStock: text('from_stock').notNull(),
    toStock: text('to_stock').notNull(),
    fromCount: integer('from_count').notNull(),
    toCount: integer('to_count').notNull(),
  },
  (t) => [index('stock_events_article_idx').on(t.articleId, t.at)],
);
