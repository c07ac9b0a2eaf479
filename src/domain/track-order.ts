// The answer of POST /order/track: what someone holding an order's number and email may see — its
// status, history, lines and totals, whether it is picked up, the customer's own reference and vehicle for it, and a
// business's company name and organisation number — and nothing else personal: no names, addresses, email, phone, token, account or payment reference
// (docs/decisions.md, "Track order shows no address").
import * as v from 'valibot';
import type { OrderDto, OrderEvent, Payment } from './checkout';
import { OrderEventSchema, orderLinesAndTotals, PaymentSchema } from './checkout-schemas';
import { orderStatuses } from './order';
import { OrderVehicleSchema } from './order-job';
import { listOf } from './parse';

export type TrackedOrder = Pick<
  OrderDto,
  | 'number'
  | 'created'
  | 'status'
  | 'items'
  | 'quantity'
  | 'subtotal'
  | 'shippingCharges'
  | 'tax'
  | 'totals'
  | 'total'
  | 'pickup'
  | 'pickupShop'
  | 'reference'
  | 'vehicle'
> & {
  /** When the status last changed (ISO time). */
  updated: string;
  /** How it is paid and how far, without the provider's reference. */
  payment: Pick<Payment, 'method' | 'status'>;
  /** The status changes, oldest first; who made them only in kind. */
  history: OrderEvent[];
  /** A business account's order: the company and its organisation number (public in Brønnøysundregistrene). */
  company: { name: string; orgNumber: string } | null;
};

/** POST /order/track: the only kept requests per address in a window; more are answered 429. */
export const trackLimit = { limit: 10, windowMs: 10 * 60 * 1000 } as const;

/** Reads the answer of POST /order/track (lenient like the order readers of checkout-schemas.ts). */
export const TrackedOrderSchema = v.object({
  number: v.string(),
  created: v.string(),
  updated: v.string(),
  status: v.picklist(orderStatuses),
  ...orderLinesAndTotals,
  pickup: v.optional(v.boolean(), false),
  pickupShop: v.optional(v.nullable(v.string()), null),
  reference: v.optional(v.nullable(v.string()), null),
  vehicle: OrderVehicleSchema,
  payment: v.pick(PaymentSchema, ['method', 'status']),
  history: listOf(OrderEventSchema),
  company: v.optional(v.nullable(v.object({ name: v.string(), orgNumber: v.string() })), null),
});

/** POST /api/order/track. */
export const TrackedOrderAnswer = v.object({ order: TrackedOrderSchema });
