// Accounts: users, their two-factor backup codes, password resets, saved vehicles and lists, and the counters of
// the abuse limits. Everything a second server process must see lives here, never in process memory.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Business } from '../../src/domain/business';
import { savedLists } from '../../src/domain/saved-lists';

export const userRoles = ['CUSTOMER', 'ADMIN'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Kept lower-case and trimmed: one account per address however it is typed. */
    email: text('email').notNull(),
    /** argon2id, PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('CUSTOMER'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The stored picture's file name under DATA_DIR/avatars, or null. */
    avatar: text('avatar'),
    /** Raised by logout, a password change or reset and any two-factor change: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The TOTP secret, encrypted (AES-256-GCM) with the key from the environment; set while enabled. */
    twoFactorSecret: text('two_factor_secret'),
    /** A secret set up but not yet confirmed with a code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step accepted: a code is accepted once (no replay within its window). */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** Staff approved this account to buy on invoice (docs/decisions.md "Who may buy on invoice"). */
    invoiceApproved: boolean('invoice_approved').notNull().default(false),
    /** The credit staff give on invoice, in øre incl. MVA; 0 = none. Open invoice orders plus a new one stay within. */
    invoiceLimit: integer('invoice_limit').notNull().default(0),
    /** Who last set the invoice terms (`admin:<id>`) and when. */
    invoiceSetBy: text('invoice_set_by'),
    invoiceSetAt: timestamp('invoice_set_at', { withTimezone: true }),
    /** A business account's company, organisation number and invoice address (src/domain/business.ts); null: private. */
    business: jsonb('business').$type<Business>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_role_check', sql`${t.role} in ('CUSTOMER', 'ADMIN')`),
    check('users_invoice_limit_check', sql`${t.invoiceLimit} >= 0`),
    check(
      'users_business_org_number_check',
      sql`${t.business} IS NULL OR ${t.business}->>'orgNumber' ~ '^[0-9]{9}$'`,
    ),
  ],
);

/** Two-factor backup codes: stored hashed (argon2id, as ASVS 5.0 6.5.2 asks below 112 bits), each used once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

/** Password reset links: the token's sha256 only, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** A user's saved vehicles (the garage that follows the user); one row per vehicle. */
export const userVehicles = pgTable(
  'user_vehicles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue's vehicle (TecDoc carId). */
    carId: integer('car_id').notNull(),
    /** As the garage shows it (year, make, model, engine), so another device can draw it. */
    label: text('label').notNull(),
    year: integer('year'),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    engine: text('engine').notNull().default(''),
    plate: text('plate'),
    vin: text('vin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_vehicles_user_car_idx').on(t.userId, t.carId)],
);

/**
 * A user's wishlist and compare list (the lists that follow the user): one row per list and article, oldest first
 * by `added_at`. No foreign key to the catalogue: an article that leaves it is skipped when the lists are read.
 */
export const userSavedProducts = pgTable(
  'user_saved_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: savedLists }).notNull(),
    articleId: integer('article_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_saved_products_user_list_article_idx').on(t.userId, t.list, t.articleId),
    check('user_saved_products_list_check', sql`${t.list} in ('wishlist', 'compare')`),
  ],
);

/**
 * Fixed-window counters of the abuse limits (server/lib/rate-limit.ts), shared by every server process: `key`
 * names what is counted ("login-ip:1.2.3.4", "login-account:…"), `window` the window's start.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Versions that in-memory caches follow across processes (e.g. 'catalogue': raised when featured changes). */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * What each raise of the 'catalogue' version changed, as answer-cache tags: `a:<articleId>` for the answers holding
 * an article (its stock, an order's reservation), `lists` for every product list (a price counts in list facets);
 * null for a change that may touch any answer (a featured flag). A cache that knew version n reads the rows after n
 * and forgets only the answers with those tags (answer-cache.ts). The last 1,000 are kept.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  version: integer('version').primaryKey(),
  tags: text('tags').array(),
});
