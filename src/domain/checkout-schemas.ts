// Valibot readers of the checkout answers (src/domain/checkout.ts): the api layer parses every answer with them
// and db/ reads its stored copies with them. Lenient like the other readers: a missing field gets a default, a
// damaged line is left out, so an order written by an older build still shows.
import * as v from 'valibot';
import { BusinessSchema } from './business-details';
import { paymentMethods, vippsRefusals } from './checkout';
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

export const PaymentSchema = v.object({
  method: v.picklist(paymentMethods),
  status: v.optional(
    v.picklist(['PENDING', 'PAY_IN_STORE', 'INVOICED', 'PAID', 'FAILED', 'CANCELLED']),
    'PENDING',
  ),
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
