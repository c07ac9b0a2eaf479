// Placing an order (POST /order/create-order): one transaction locks and reads the ordered articles (in article-id
// order, so concurrent orders queue instead of deadlocking), prices every line from that read, checks and reserves
// stock (noting what it took, so a cancel gives exactly that back: order-stock.ts), draws the number and inserts
// the order. An invoice order first locks its account's row and is held to the account's credit
// (payments/invoice-credit.ts). Any refusal (unknown article, too little stock, changed total, no credit) writes
// nothing. `requestKey` is unique in `orders`: the caller answers a key that placed its order already
// (orderPlacedBy), and a retry racing the first still finds the order it placed instead of placing a second.
// Statements that do not wait for each other's answer are sent together (lib/prepared.ts).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Business } from '../../../src/domain/business';
import type {
  AddressFields,
  OrderEvent,
  OutOfStockLine,
  PaymentMethod,
  PricedCart,
} from '../../../src/domain/checkout';
import type { InvoiceCode, InvoiceStanding } from '../../../src/domain/invoice';
import type { Locale } from '../../../src/domain/locale';
import type { OrderVehicle } from '../../../src/domain/order-job';
import type { Db } from '../../db/client';
import { addresses, articles, brands, orders } from '../../db/schema';
import { oncePerDb } from '../../lib/prepared';
import { articleTag, raiseCatalogueVersion } from '../catalogue/catalogue-version';
import { productColumns, toProduct } from '../catalogue/products';
import type { StockChange } from '../catalogue/stock';
import { lockCredit } from '../payments/invoice-credit';
import { mergeLines, type Priced, priceProducts, toOre } from '../pricing/pricing';
import { addressCopy, lineCopy, type OrderRow, pendingPayment } from './order-dto';
import { customerActor, recordOrderEvent } from './order-history';
import { noteReservations, type Reserved } from './order-stock';

/** An address as the order request names it: one of the user's saved ones, or the fields themselves. */
export type AddressChoice = { id: number } | AddressFields;

export type PlaceOrderRequest = {
  /** `user:<id>/<Idempotency-Key>` or `guest/<Idempotency-Key>`. */
  requestKey: string;
  userId: number | null;
  /** The account's company details, copied onto the order (null: a private account or a guest). */
  business?: Business | null;
  email: string | null;
  items: { articleId: number; quantity: number; options: Record<string, string> }[];
  shippingAddress: AddressChoice | null;
  billingAddress: AddressChoice | null;
  pickup: boolean;
  pickupShop: string | null;
  paymentMethod: PaymentMethod;
  cartId: string | null;
  /** The total (kroner) the customer confirmed; undefined → not checked. */
  expectedTotal?: number;
  lang: Locale;
  /** The customer's job or PO number and the vehicle the order is for (src/domain/order-job.ts). */
  reference?: string | null;
  vehicle?: OrderVehicle | null;
};

export type PlaceOrderResult =
  /** `history`: the order's one event so far (placed), so the answer needs no read. */
  | { kind: 'placed'; order: OrderRow; history: OrderEvent[]; stockChange: StockChange | null }
  /** The request key had placed this order before. */
  | { kind: 'existing'; order: OrderRow }
  | { kind: 'address-not-found' }
  | { kind: 'unknown-articles'; articleIds: number[] }
  | { kind: 'out-of-stock'; lines: OutOfStockLine[] }
  | { kind: 'price-changed'; cart: PricedCart }
  /** Invoice refused: a guest, an account not approved, or over its credit (`standing` then says what is left). */
  | { kind: 'invoice-refused'; code: InvoiceCode; standing: InvoiceStanding | null; total: number };

/** Bytes of an order's token: 24 random bytes are 32 base64url characters, not to be guessed. */
const tokenBytes = 24;
export const newOrderToken = (): string => randomBytes(tokenBytes).toString('base64url');

class RequestKeyTaken extends Error {}

const byRequestKey = oncePerDb((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.requestKey, sql.placeholder('requestKey')))
    .prepare('order_by_request_key'),
);

/** The order request key `requestKey` placed, if it placed one. */
export const orderPlacedBy = async (db: Db, requestKey: string): Promise<OrderRow | undefined> =>
  (await byRequestKey(db).execute({ requestKey }))[0];

/** A saved address of the user, copied; null when the user has none of that id (or there is no user). */
async function savedAddress(db: Db, userId: number | null, id: number): Promise<AddressFields | null> {
  if (userId === null) return null;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row ? addressCopy(row) : null;
}

async function resolve(db: Db, userId: number | null, choice: AddressChoice | null) {
  if (choice === null) return null;
  if ('id' in choice) return (await savedAddress(db, userId, choice.id)) ?? undefined;
  return addressCopy(choice);
}

/** Units that can be had of an article now; null = no limit (on backorder). */
const availableOf = (row: { stock: string; stockCount: number }): number | null =>
  row.stock === 'on-backorder' ? null : row.stock === 'in-stock' ? Math.max(0, row.stockCount) : 0;

const pricedCart = (priced: Priced, request: PlaceOrderRequest): PricedCart => ({
  cartId: request.cartId ?? '',
  items: priced.items,
  unknown: priced.unknown,
  quantity: priced.quantity,
  pickup: request.pickup,
  pickupShop: request.pickupShop,
  subtotal: priced.subtotal,
  shipping: priced.shipping,
  tax: priced.tax,
  totals: priced.totals,
  total: priced.total,
});

export async function placeOrder(db: Db, request: PlaceOrderRequest): Promise<PlaceOrderResult> {
  const shippingAddress = await resolve(db, request.userId, request.shippingAddress);
  const billingChoice = await resolve(db, request.userId, request.billingAddress);
  if (shippingAddress === undefined || billingChoice === undefined) return { kind: 'address-not-found' };
  const billingAddress = billingChoice ?? shippingAddress;
  if (!billingAddress) throw new Error('an order needs a billing address (the route checks it)');
  // Lower case, as /order/track looks orders up by number and email.
  const email = (request.email ?? billingAddress.email).trim().toLowerCase();
  const lines = mergeLines(request.items);
  const ids = lines.map((line) => line.articleId).sort((a, b) => a - b);

  try {
    return await db.transaction(async (tx): Promise<PlaceOrderResult> => {
      // The account before any article (one lock order): its open invoices cannot change under this order.
      const credit = request.paymentMethod === 'invoice' ? await lockCredit(tx, request.userId) : null;
      // Row locks in article-id order: two orders for the same articles take them one after the other. The
      // locked rows are what the order is priced from.
      const rows = await tx
        .select({ ...productColumns, stockCount: articles.stockCount })
        .from(articles)
        .innerJoin(brands, eq(brands.slug, articles.brandSlug))
        .where(inArray(articles.articleId, ids))
        .orderBy(asc(articles.articleId))
        .for('update', { of: articles })
        .prepare('order_lock_articles')
        .execute();
      const stockOf = new Map(rows.map((row) => [row.articleId, row]));
      const products = new Map(rows.map((row) => [row.articleId, toProduct(row, request.lang)]));

      const priced = priceProducts(lines, products, request.pickup, request.lang);
      if (priced.unknown.length > 0) return { kind: 'unknown-articles', articleIds: priced.unknown };

      const short: OutOfStockLine[] = [];
      for (const line of lines) {
        const row = stockOf.get(line.articleId);
        const available = row ? availableOf(row) : 0;
        if (available !== null && available < line.quantity) {
          short.push({ articleId: line.articleId, requested: line.quantity, available });
        }
      }
      if (short.length > 0) return { kind: 'out-of-stock', lines: short };

      if (request.expectedTotal !== undefined && toOre(request.expectedTotal) !== toOre(priced.total)) {
        return { kind: 'price-changed', cart: pricedCart(priced, request) };
      }
      const creditCheck = credit?.(toOre(priced.total));
      if (creditCheck && !creditCheck.ok) {
        return {
          kind: 'invoice-refused',
          code: creditCheck.code,
          standing: creditCheck.standing,
          total: priced.total,
        };
      }

      // Reserve: on-shelf units go down; the last unit turns the article out of stock.
      const reserved: Reserved[] = lines
        .filter((line) => stockOf.get(line.articleId)?.stock === 'in-stock')
        .map((line) => ({ articleId: line.articleId, units: line.quantity }));
      const [[order]] = await Promise.all([
        tx
          .insert(orders)
          .values({
            number: sql`'BD-' || nextval('order_number_seq')`,
            token: newOrderToken(),
            email,
            status: 'PENDING',
            userId: request.userId,
            business: request.business ?? null,
            cartId: request.cartId,
            items: priced.items.map(lineCopy),
            quantity: priced.quantity,
            subtotal: toOre(priced.subtotal),
            shipping: toOre(priced.shipping ?? 0),
            tax: toOre(priced.tax),
            total: toOre(priced.total),
            shippingAddress,
            billingAddress,
            pickup: request.pickup,
            pickupShop: request.pickupShop,
            paymentMethod: request.paymentMethod,
            payment: pendingPayment(request.paymentMethod),
            lang: request.lang,
            reference: request.reference ?? null,
            vehicle: request.vehicle ?? null,
            requestKey: request.requestKey,
          })
          .onConflictDoNothing({ target: orders.requestKey })
          .returning()
          .prepare('order_insert')
          .execute(),
        ...reserved.map((line) =>
          tx
            .update(articles)
            .set({
              stockCount: sql`${articles.stockCount} - ${line.units}`,
              stock: sql`case when ${articles.stockCount} - ${line.units} <= 0 then 'out-of-stock' else ${articles.stock} end`,
            })
            .where(eq(articles.articleId, line.articleId))
            .prepare('order_take_stock')
            .execute(),
        ),
      ]);
      // Another request with this key committed its order meanwhile: undo this one's reservations.
      if (!order) throw new RequestKeyTaken();
      // Only these articles' answers change (their stock), so caches forget only those.
      const tags = reserved.map((line) => articleTag(line.articleId));
      const [placed, , version] = await Promise.all([
        recordOrderEvent(tx, {
          orderId: order.id,
          from: null,
          to: 'PENDING',
          actor: customerActor(request.userId),
        }),
        noteReservations(tx, order.id, reserved),
        tags.length > 0 ? raiseCatalogueVersion(tx, tags) : null,
      ]);
      const stockChange = version === null ? null : { version, tags };
      return { kind: 'placed', order, history: [placed], stockChange };
    });
  } catch (error) {
    if (!(error instanceof RequestKeyTaken)) throw error;
    const order = await orderPlacedBy(db, request.requestKey);
    if (!order) throw new Error('order of a taken request key not found');
    return { kind: 'existing', order };
  }
}
