// Orders' side of the shop: saved addresses, carts and orders. For addresses: Exactly one of a user's addresses is the
// default; the partial unique index holds that at the database, and every write that moves the default runs in
// one transaction that first locks the user's row (server/services/addresses/address-store.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Business } from '../../src/domain/business';
import type { OrderVehicle } from '../../src/domain/order-job';
import { users } from './accounts-schema';

/** A saved address (docs/api.md, Addresses). `postcode` is 4 digits the postcode register knows; `city` is the register's spelling. */
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

/**
 * Carts as the server keeps them (POST /cart/create-cart, /cart/update-cart): only what the customer chose —
 * articles, quantities, options and pickup. Prices are never stored here; every answer prices the lines anew
 * from the catalogue. The id is unguessable: a guest's cart is theirs by knowing it; a cart saved while signed
 * in belongs to that user (`userId`) and answers only to them.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items')
      .$type<{ articleId: number; quantity: number; options: Record<string, string> }[]>()
      .notNull()
      .default([]),
    pickup: boolean('pickup').notNull().default(false),
    pickupShop: text('pickup_shop'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * Orders. Money is kept in øre (whole numbers) and answered in kroner. Lines and addresses are copies
 * taken when the order was placed, so a later catalogue or address change never alters a placed order.
 * `requestKey` is the caller-scoped Idempotency-Key that created the order: a second order from the same key is
 * refused by the database even if the idempotency claim was lost (server/services/orders).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    /** Unguessable: whoever holds it may read the order (the success page of a guest). */
    token: text('token').notNull().unique().default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    status: text('status').notNull().default('PENDING'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: text('cart_id'),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    quantity: integer('quantity').notNull().default(0),
    subtotal: integer('subtotal').notNull().default(0),
    shipping: integer('shipping').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    total: integer('total').notNull().default(0),
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    pickup: boolean('pickup').notNull().default(false),
    pickupShop: text('pickup_shop'),
    paymentMethod: text('payment_method').notNull().default('invoice'),
    /** What the payment provider last said (services/payments); null until create-payments. */
    payment: jsonb('payment'),
    lang: text('lang').notNull().default('no'),
    /** The customer's job or PO number and the vehicle the order is for (migration 0022); null when not given. */
    reference: text('reference'),
    vehicle: jsonb('vehicle').$type<OrderVehicle>(),
    requestKey: text('request_key').unique(),
    /** The business account's details when the order was placed (company, organisation number, invoice address). */
    business: jsonb('business').$type<Business>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_email_idx').on(t.email),
    // A Vipps webhook names the payment, not the order: it is found by the reference it stores.
    index('orders_payment_reference_idx').on(sql`(${t.payment}->>'reference')`),
  ],
);

/**
 * An order's history: one row per status change, oldest first by `at` then `id`. The first row of
 * every order placed since 0007 is null → PENDING. `actor` is `customer:<id>`, `guest`, `admin:<id>` or `system`;
 * answers only say customer / staff / system, never a staff member's id.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Order numbers: BD-100001, BD-100002 … one sequence, so every process draws a different, increasing one. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });
