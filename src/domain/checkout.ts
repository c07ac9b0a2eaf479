// The checkout contract shared by the PWA and the API: what a cart, an order and a payment look like
// on the wire. The server is the authority on money and stock: requests carry articles,
// quantities and choices only; every price in an answer is the server's. Amounts are NOK incl. 25 % MVA, in
// kroner (two decimals at most: the MVA part); the server keeps øre.
import * as v from 'valibot';
import type { Business } from './business-details';
import { maxQuantity } from './cart';
import { currencyCodes } from './currency';
import { locales } from './locale';
import type { OrderStatus } from './order';
import type { Paging } from './paging';
import type { ProductSummary } from './product';

/** Most lines a cart or an order may have. */
export const maxLines = 100;
/** The order list's page size (docs/decisions.md "Order pages and the order desk"). */
export const orderPageSize = 8;

// ---------------------------------------------------------------------------------------------------------------
// Requests

const articleId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** One chosen line: which article, how many, which options. Any price a client adds is ignored. */
export const LineInput = v.object({
  articleId,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxQuantity)),
  options: v.optional(
    v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(100))),
    {},
  ),
});
export type LineInput = v.InferOutput<typeof LineInput>;

/** `newState` of POST /cart/create-cart and /cart/update-cart (other Cart fields are ignored). */
export const CartStateInput = v.object({
  items: v.pipe(v.array(LineInput), v.maxLength(maxLines)),
  pickup: v.optional(v.boolean(), false),
  pickupShop: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40))), null),
  /**
   * The display currency chosen on the device (the cart state holds the current currency).
   * Optional; prices stay NOK, so the server neither stores nor uses it, and an unknown code is dropped, not refused.
   */
  currency: v.fallback(v.optional(v.picklist(currencyCodes)), undefined),
});
export type CartStateInput = v.InferOutput<typeof CartStateInput>;

/** POST /product/validate: article ids (what the PWA sends) and/or article numbers. */
export const ValidateInput = v.object({
  articleIds: v.optional(v.pipe(v.array(articleId), v.maxLength(maxLines)), []),
  articleNumbers: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(maxLines)), []),
  lang: v.optional(v.picklist(locales), 'no'),
});

/**
 * Payment methods behind the server's PaymentProvider. `vipps` is offered only when the server says so
 * (GET /payment/methods): it is enabled by its keys in the server's environment.
 */
export const paymentMethods = ['store', 'invoice', 'vipps'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The address fields (src/domain/address.ts), as an order carries them (no id, no default flag). */
export type AddressFields = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  email: string;
  phone: string;
};

/** The vehicle of an order: a garage vehicle (catalogue `carId` and its name) and/or a registration number. */
export type OrderVehicle = { carId: number | null; label: string; plate: string | null };

/**
 * POST /order/create-order (Idempotency-Key required). An address is a saved one (`{ id }`, signed in only) or a
 * full one (validated like POST /address/add). `shippingAddress` is required unless `pickup`; `billingAddress`
 * left out is the shipping address (or, with pickup, required). `email` is the guest's; a signed-in order uses the
 * account's email when it is left out. `expectedTotal` is the total the customer confirmed: when the server's
 * total differs, nothing is created and the answer is 409 PRICE_CHANGED with the new prices.
 *
 * The server's exact schema (with the postcode register check) lives in server/routes/order; this type is what
 * the PWA sends.
 */
export type CreateOrderInput = {
  items: LineInput[];
  email?: string;
  shippingAddress?: AddressFields | { id: number };
  billingAddress?: AddressFields | { id: number };
  pickup: boolean;
  pickupShop?: string | null;
  paymentMethod: PaymentMethod;
  cartId?: string | null;
  expectedTotal?: number;
  lang?: (typeof locales)[number];
  /** The workshop's job or PO number (≤ 35 characters) and the vehicle the parts are for (src/domain/order-job.ts). */
  reference?: string | null;
  vehicle?: OrderVehicle | null;
};

// ---------------------------------------------------------------------------------------------------------------
// Answers

export type PricedTotal = { type: 'shipping' | 'tax'; title: string; price: number };

/** A line as the server priced it. `product` is the catalogue's summary in the asked language. */
export type PricedLine = {
  articleId: number;
  articleNumber: string;
  product: ProductSummary;
  options: Record<string, string>;
  /** Unit price charged (the discount when it is below the price). */
  price: number;
  quantity: number;
  total: number;
};

/** The answer's `cart` of create-cart / update-cart / GET /cart/{id}: a cart, priced by the server. */
export type PricedCart = {
  cartId: string;
  items: PricedLine[];
  /** Articles of the request the catalogue does not have: not kept in the cart. */
  unknown: number[];
  /** Total units. */
  quantity: number;
  pickup: boolean;
  pickupShop: string | null;
  subtotal: number;
  /** null for an empty cart (shipping only shows with items). */
  shipping: number | null;
  /** The MVA part of the total. */
  tax: number;
  totals: PricedTotal[];
  total: number;
};

/** One article in the answer of POST /product/validate. */
export type ValidatedArticle = {
  articleId: number;
  articleNumber: string;
  name: string;
  mfrName: string;
  price: number;
  discount: number | null;
  /** What a line of it is charged now. */
  unitPrice: number;
  stock: ProductSummary['stock'];
  /**
   * Units that can be ordered now, told up to shownStockCeiling (more reads as "at least that many"); null = no limit
   * (on backorder).
   */
  available: number | null;
};

/**
 * POST /product/validate tells at most this many units of an article: enough for "only N left", not how deep a
 * well-stocked shelf is (a script sizing its orders to take everything). An order for more is checked by the server
 * when it is placed, which answers 409 OUT_OF_STOCK with the units there are.
 */
export const shownStockCeiling = 20;
export type ValidateAnswer = {
  articles: ValidatedArticle[];
  unknown: { articleIds: number[]; articleNumbers: string[] };
};

export type PaymentStatus = 'PENDING' | 'PAY_IN_STORE' | 'INVOICED' | 'PAID' | 'FAILED' | 'CANCELLED';
export type Payment = {
  method: PaymentMethod;
  status: PaymentStatus;
  /** The provider's reference (invoice number, later a Vipps reference); null before create-payments. */
  reference: string | null;
  /** For invoices: when it is due (ISO date). */
  dueDate?: string | null;
  /** For online payments: where the customer approves it. */
  redirectUrl?: string | null;
  /** Online payments: kroner captured (taken when the goods ship) and refunded so far. */
  captured?: number;
  refunded?: number;
  /** Online payments: why this attempt did not pay the order (it is FAILED then); null or absent otherwise. */
  problem?: PaymentProblem | null;
};

/**
 * Why Vipps would not start a payment, from its answer's HTTP status: the payment's details (`INVALID`, 400), the
 * shop's agreement (`NOT_ALLOWED`, 403), the shop's keys (`KEYS`, 401 after a fresh token), the reference taken
 * (`CONFLICT`, 409), anything else (`OTHER`).
 */
export const vippsRefusals = ['INVALID', 'NOT_ALLOWED', 'KEYS', 'CONFLICT', 'OTHER'] as const;
export type VippsRefusal = (typeof vippsRefusals)[number];

/**
 * What went wrong with an online payment attempt, for the customer's page and the order desk: Vipps refused to
 * start it (`traceId` is what Vipps's support asks for), or approved another amount than the order's total
 * (kroner; such an approval never makes the order PAID: staff cancel the order, which releases it).
 */
export type PaymentProblem =
  | { code: 'REFUSED'; reason: VippsRefusal; status: number; traceId: string | null }
  | { code: 'AMOUNT_MISMATCH'; expected: number; approved: number; currency: string };
export type PaymentProblemCode = PaymentProblem['code'];

export type OrderAddress = AddressFields;

/** One change of an order's status. `from` is null for the order being placed. */
export type OrderEvent = {
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who made it: the customer (signed in or a guest), the shop's staff, or the shop's system. */
  actor: 'customer' | 'staff' | 'system';
  note: string;
};

/** An order as every order call answers it. */
export type OrderDto = {
  _id: number;
  id: number;
  number: string;
  token: string;
  created: string;
  status: OrderStatus;
  email: string;
  items: PricedLine[];
  quantity: number;
  subtotal: number;
  shippingCharges: number;
  tax: number;
  totals: PricedTotal[];
  total: number;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress;
  pickup: boolean;
  pickupShop: string | null;
  payment: Payment;
  cartId: string | null;
  userId: number | null;
  /** A business account's company, organisation number and invoice address when it placed the order. */
  business?: Business | null;
  /** The customer's job or PO number; null when none was given. */
  reference: string | null;
  /** The vehicle the order is for; null when none was given. */
  vehicle: OrderVehicle | null;
  /** The status changes, oldest first. Absent from answers of older servers. */
  history?: OrderEvent[];
};

/** GET /order/me: the shop's Paging result (as the catalogue lists answer). */
export type OrderPage = Paging<OrderDto>;

/** 409 OUT_OF_STOCK: the lines that cannot be had, with how many can (0 when none). */
export type OutOfStockLine = { articleId: number; requested: number; available: number };
