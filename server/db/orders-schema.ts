// Orders' side of the account (issue 19): the user's saved addresses. Exactly one of a user's addresses is the
// default; the partial unique index holds that at the database, and every write that moves the default runs in
// one transaction that first locks the user's row (server/routes/address/address-store.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';

/** Spec §3 Address. `postcode` is 4 digits the postcode register knows; `city` is the register's spelling. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
