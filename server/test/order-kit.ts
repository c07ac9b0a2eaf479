// Helpers of the /order tests: order bodies as the PWA sends them, calls with a fresh Idempotency-Key unless told,
// and articles of the test catalogue picked (and their stock set) straight in the database.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { unitPrice } from '../../src/domain/cart';
import type { OrderDto, OrderPage, OutOfStockLine, Payment, PricedCart } from '../../src/domain/checkout';
import type { Db } from '../db/client';
import { addresses, articles, orders, users } from '../db/schema';
import { freshIp } from './auth-kit';
import { jsonPost } from './test-app';

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
type Stock = 'in-stock' | 'out-of-stock' | 'on-backorder';

export const homeAddress = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  company: '',
  address1: 'Storgata 1',
  address2: '',
  city: '',
  postcode: '0155',
  email: 'kari@example.no',
  phone: '+47 912 34 567',
};

/** What any order call may answer (each test reads the part its call has). */
export type Body = Omit<OrderPage, 'type'> & {
  type: string;
  order: OrderDto;
  payment: Payment;
  error: string;
  message: string;
  fields: Record<string, string>;
  lines: OutOfStockLine[];
  articleIds: number[];
  cart: PricedCart;
};
export type Call = { status: number; body: Body; headers: Headers; raw: string };

export async function call(app: App, path: string, init: RequestInit = {}): Promise<Call> {
  const res = await app.request(`/api/order${path}`, init);
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : {}, headers: res.headers, raw };
}

/**
 * POST /api/order/create-order with a fresh key (or `key`), as `token`'s user when given, from an address of its own
 * (orders are limited per address: tests of the limits pass their own X-Forwarded-For).
 */
export const createOrder = (
  app: App,
  body: unknown,
  options: { key?: string | null; token?: string; headers?: Record<string, string> } = {},
) =>
  call(
    app,
    '/create-order',
    jsonPost(body, {
      ...(options.key === null ? {} : { 'Idempotency-Key': options.key ?? randomUUID() }),
      ...(options.token ? { Authorization: options.token } : {}),
      'X-Forwarded-For': freshIp(),
      ...options.headers,
    }),
  );

export const createPayment = (app: App, body: unknown, token?: string) =>
  call(app, '/create-payments', jsonPost(body, token ? { Authorization: token } : {}));

let guests = 0;
/**
 * A guest order of `items`, picked up and paid in the shop (a guest may not buy on invoice), to an email of its own
 * (orders are limited per email: tests that need one email pass it).
 */
export const guestOrder = (items: object[], extra: object = {}) => ({
  items,
  email: `guest-${++guests}@example.no`,
  billingAddress: homeAddress,
  pickup: true,
  paymentMethod: 'store',
  ...extra,
});

/** An order of `items` sent to the home address on invoice: for an account approved for invoice. */
export const deliveredOrder = (items: object[], extra: object = {}) => ({
  items,
  shippingAddress: homeAddress,
  pickup: false,
  paymentMethod: 'invoice',
  ...extra,
});

/** Approves account `userId` for invoice with `limit` kroner of credit (plenty unless told). */
export async function approveForInvoice(db: Db, userId: number, limit = 1_000_000) {
  await db
    .update(users)
    .set({ invoiceApproved: true, invoiceLimit: limit * 100 })
    .where(eq(users.id, userId));
}

export type TestArticle = { articleId: number; stock: Stock; stockCount: number; unitPrice: number };

/**
 * Articles handed out by articlesWith for each test database (one per test file): each test gets its own. Kept per
 * database, not per module: the API test files share one module cache (vitest.config.ts), and a set shared by every
 * file handed each file different articles depending on which files ran before it in the same worker.
 */
const handedOutByDb = new WeakMap<Db, Set<number>>();

/**
 * `count` articles of the catalogue with that stock (in stock: at least `minUnits` on the shelf), none given to
 * an earlier call of this file.
 */
export async function articlesWith(
  db: Db,
  stock: Stock,
  count: number,
  minUnits = 1,
): Promise<TestArticle[]> {
  const rows = await db
    .select({
      articleId: articles.articleId,
      stock: articles.stock,
      stockCount: articles.stockCount,
      price: articles.price,
      discount: articles.discount,
    })
    .from(articles)
    .where(
      stock === 'in-stock'
        ? and(eq(articles.stock, stock), gt(articles.stockCount, minUnits - 1))
        : eq(articles.stock, stock),
    )
    .orderBy(asc(articles.articleId));
  const handedOut = handedOutByDb.get(db) ?? new Set<number>();
  handedOutByDb.set(db, handedOut);
  const fresh = rows.filter((row) => !handedOut.has(row.articleId)).slice(0, count);
  if (fresh.length < count) throw new Error(`the test catalogue has fewer than ${count} ${stock} articles`);
  for (const row of fresh) handedOut.add(row.articleId);
  return fresh.map((row) => ({
    articleId: row.articleId,
    stock: row.stock as Stock,
    stockCount: row.stockCount,
    unitPrice: unitPrice(row),
  }));
}

/** One article with that stock (in stock: at least `minUnits` on the shelf) no other test of the file has. */
export async function anArticle(db: Db, stock: Stock, minUnits = 1): Promise<TestArticle> {
  const [article] = await articlesWith(db, stock, 1, minUnits);
  if (!article) throw new Error('no article');
  return article;
}

/** A saved address of `userId` (in Oslo, the default). */
export async function savedAddress(db: Db, userId: number, fields: Partial<typeof homeAddress> = {}) {
  const [row] = await db
    .insert(addresses)
    .values({ ...homeAddress, city: 'OSLO', ...fields, userId, isDefault: true })
    .returning();
  if (!row) throw new Error('address not saved');
  return row;
}

export async function setStock(db: Db, articleId: number, stock: Stock, stockCount: number) {
  await db.update(articles).set({ stock, stockCount }).where(eq(articles.articleId, articleId));
}

export async function stockOf(db: Db, articleId: number) {
  const [row] = await db
    .select({ stock: articles.stock, stockCount: articles.stockCount })
    .from(articles)
    .where(eq(articles.articleId, articleId));
  return row;
}

export async function orderCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return row?.n ?? 0;
}
