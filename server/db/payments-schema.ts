// What the shop's payments need besides the orders (server/services/payments).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row (id 1), made by migration 0019 with a random `referencePart` (12 of a–z0–9): this database's own part
 * of every Vipps reference, so every process of one installation names payments alike and two databases on one
 * merchant serial number (staging, a restored backup given VIPPS_INSTALLATION_ID) never do.
 */
export const installation = pgTable(
  'installation',
  {
    id: integer('id').primaryKey(),
    referencePart: text('reference_part').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('installation_one_row', sql`${t.id} = 1`),
    check('installation_reference_part_check', sql`${t.referencePart} ~ '^[a-z0-9]{4,16}$'`),
  ],
);
