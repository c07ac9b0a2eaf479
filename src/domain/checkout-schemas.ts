// The checkout's answers (src/domain/checkout.ts), stated once: the server's API document shows them and the app
// parses every answer and db/ its stored copies with them. Lenient like the other readers: a missing field gets a
// default, a damaged line is left out, so an order written by an older build still shows.
import * as v from 'valibot';
import { BusinessSchema } from './business-details';
import { type PaymentMethod, type PaymentStatus, paymentMethods, vippsRefusals } from './checkout';
import { orderStatuses } from './order';
import { OrderVehicleSchema } from './order-job';
import { listOf, numberOrZero, pageOf, textOrEmpty } from './parse';
import { ProductSummarySchema } from './product';

const nullableText = v.optional(v.nullable(v.string()), null);

export const PricedLineSchema = v.object({
  articleId: v.number(),
  articleNumber: textOrEmpty,
  product: ProductSummarySchema,
  options: v.optional(v.record(v.string(), v.string()), {}),
  price: numberOrZero,
  quantity: numberOrZero,
  total: numberOrZero,
});

export const PricedTotalSchema = v.object({
  type: v.picklist(['shipping', 'tax']),
  title: textOrEmpty,
  price: numberOrZero,
});

export const PricedCartSchema = v.object({
  cartId: v.string(),
  items: listOf(PricedLineSchema),
  unknown: listOf(v.number()),
  quantity: numberOrZero,
  pickup: v.optional(v.boolean(), false),
  pickupShop: nullableText,
  subtotal: numberOrZero,
  shipping: v.optional(v.nullable(v.number()), null),
  tax: numberOrZero,
  totals: listOf(PricedTotalSchema),
  total: numberOrZero,
});

/** GET /api/cart/{cartId}; also the part of every cart write's answer the device keeps (db/cart-settle.ts). */
export const CartAnswer = v.object({ cart: PricedCartSchema });
/** POST /api/cart/create-cart: the new cart's id and the cart priced. */
export const CreatedCartAnswer = v.object({
  success: v.literal(true),
  cartId: v.string(),
  cart: PricedCartSchema,
});
/** POST /api/cart/update-cart. */
export const UpdatedCartAnswer = v.object({ success: v.literal(true), cart: PricedCartSchema });
/** GET /api/cart/me: the account's latest cart, null when it has none. */
export const LatestCartAnswer = v.object({ cart: v.nullable(PricedCartSchema) });

export const OrderAddressSchema = v.object({
  firstName: textOrEmpty,
  lastName: textOrEmpty,
  company: textOrEmpty,
  address1: textOrEmpty,
  address2: textOrEmpty,
  city: textOrEmpty,
  postcode: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
});

/** A problem this build does not know is kept as `OTHER` of a refusal, so the order still reads. */
export const PaymentProblemSchema = v.fallback(
  v.variant('code', [
    v.object({
      code: v.literal('REFUSED'),
      reason: v.fallback(v.picklist(vippsRefusals), 'OTHER'),
      status: v.fallback(v.number(), 0),
      traceId: v.fallback(v.nullable(v.string()), null),
    }),
    v.object({
      code: v.literal('AMOUNT_MISMATCH'),
      expected: v.number(),
      approved: v.number(),
      currency: v.fallback(v.string(), 'NOK'),
    }),
  ]),
  { code: 'REFUSED', reason: 'OTHER', status: 0, traceId: null },
);

export const PaymentStatusSchema = v.picklist([
  'PENDING',
  'PAY_IN_STORE',
  'INVOICED',
  'PAID',
  'FAILED',
  'CANCELLED',
]) satisfies v.GenericSchema<unknown, PaymentStatus>;

export const PaymentSchema = v.object({
  method: v.picklist(paymentMethods),
  status: v.optional(PaymentStatusSchema, 'PENDING'),
  reference: nullableText,
  dueDate: nullableText,
  redirectUrl: nullableText,
  captured: v.optional(v.number()),
  refunded: v.optional(v.number()),
  problem: v.optional(v.nullable(PaymentProblemSchema), null),
});

export const OrderEventSchema = v.object({
  at: v.string(),
  from: v.optional(v.nullable(v.picklist(orderStatuses)), null),
  to: v.picklist(orderStatuses),
  actor: v.optional(v.picklist(['customer', 'staff', 'system']), 'system'),
  note: textOrEmpty,
});

/** An order's lines and money, as every order answer carries them (the order calls, track order). */
export const orderLinesAndTotals = {
  items: listOf(PricedLineSchema),
  quantity: numberOrZero,
  subtotal: numberOrZero,
  shippingCharges: numberOrZero,
  tax: numberOrZero,
  totals: listOf(PricedTotalSchema),
  total: numberOrZero,
};

export const OrderSchema = v.object({
  _id: v.number(),
  id: v.number(),
  number: v.string(),
  token: v.string(),
  created: v.string(),
  status: v.optional(v.picklist(orderStatuses), 'PENDING'),
  email: textOrEmpty,
  ...orderLinesAndTotals,
  shippingAddress: v.optional(v.nullable(OrderAddressSchema), null),
  billingAddress: OrderAddressSchema,
  pickup: v.optional(v.boolean(), false),
  pickupShop: nullableText,
  payment: PaymentSchema,
  cartId: nullableText,
  userId: v.optional(v.nullable(v.number()), null),
  business: v.optional(v.nullable(BusinessSchema), null),
  reference: nullableText,
  vehicle: OrderVehicleSchema,
  history: listOf(OrderEventSchema),
});

export const OrderPageSchema = pageOf(OrderSchema);

/** GET /api/payment/methods: the methods the shop offers now (Vipps only when the server has its keys). */
export const PaymentMethodsAnswer = v.object({ methods: v.array(v.picklist(paymentMethods)) });

/** How the app reads that answer and its remembered copy: a method this build does not know is left out. */
export const PaymentMethodsRead = v.object({
  methods: v.pipe(
    v.array(v.unknown()),
    v.transform((list) =>
      list.filter((m): m is PaymentMethod => paymentMethods.includes(m as PaymentMethod)),
    ),
  ),
});

/** GET /api/order/{id}, /order/token/{token}, POST /order/create-order and /order/payment-staus/{id}. */
export const OrderAnswer = v.object({ order: OrderSchema });

/** POST /api/order/create-payments: the payment started (a Vipps redirect) and the order. */
export const PaymentAnswer = v.object({ payment: PaymentSchema, order: OrderSchema });

/**
 * How the app reads GET /api/order/me: the page itself, as the server answers it, or the page wrapped in `order`,
 * the name the product's contract gives the answer (docs/api.md, Orders).
 */
export const OrderPageRead = v.union([
  v.pipe(
    v.object({ order: OrderPageSchema }),
    v.transform(({ order }) => order),
  ),
  OrderPageSchema,
]);

export const ValidateAnswerSchema = v.object({
  articles: listOf(
    v.object({
      articleId: v.number(),
      articleNumber: textOrEmpty,
      name: textOrEmpty,
      mfrName: textOrEmpty,
      price: numberOrZero,
      discount: v.optional(v.nullable(v.number()), null),
      unitPrice: numberOrZero,
      stock: v.optional(v.picklist(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
      available: v.optional(v.nullable(v.number()), null),
    }),
  ),
  unknown: v.optional(v.object({ articleIds: listOf(v.number()), articleNumbers: listOf(v.string()) }), {
    articleIds: [],
    articleNumbers: [],
  }),
});
