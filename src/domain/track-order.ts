// The answer of POST /order/track: what someone holding an order's number and email may see — its
// status, history, lines and totals, and whether it is picked up — and nothing personal: no names, addresses,
// email, phone, token, account or payment reference (docs/decisions.md, "Track order shows no address").
import * as v from 'valibot';
import type { OrderDto, OrderEvent, Payment } from './checkout';
import { OrderEventSchema, orderLinesAndTotals, PaymentSchema } from './checkout-schemas';
import { orderStatuses } from './order';
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
> & {
  /** When the status last changed (ISO time). */
  updated: string;
  /** How it is paid and how far, without the provider's reference. */
  payment: Pick<Payment, 'method' | 'status'>;
  /** The status changes, oldest first; who made them only in kind. */
  history: OrderEvent[];
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
  payment: v.pick(PaymentSchema, ['method', 'status']),
  history: listOf(OrderEventSchema),
});
