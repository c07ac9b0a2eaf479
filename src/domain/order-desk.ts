// The staff's order desk: what GET /api/order/admin answers a row at a time, how its search is
// read, and what a status move does besides moving (capture or refund at the payment provider). Shared by the
// server's list and the PWA's desk pages.
import * as v from 'valibot';
import {
  type Payment,
  type PaymentMethod,
  type PaymentProblemCode,
  type PaymentStatus,
  paymentMethods,
} from './checkout';
import { PaymentStatusSchema } from './checkout-schemas';
import { type OrderStatus, orderStatuses, orderTransitions } from './order';
import { type OrderVehicle, OrderVehicleSchema } from './order-job';
import { type Paging, pagingOf } from './paging';

/** Rows a page of the desk when the caller does not say. */
export const deskPageSize = 20;
/** Most rows a page may ask for. */
export const deskMaxPageSize = 100;
/** Longest search text the desk takes. */
export const deskMaxSearch = 100;

/** One order in the desk's list: enough to find it and see where it stands; the order's page has the rest. */
export type DeskOrderRow = {
  id: number;
  number: string;
  created: string;
  status: OrderStatus;
  email: string;
  /** The billing (else delivery) address's first and last name; empty for orders without one. */
  customerName: string;
  /** NOK incl. MVA, kroner. */
  total: number;
  /** `problem`: the payment needs staff (Vipps refused it, or approved another amount); null when it does not. */
  payment: { method: PaymentMethod; status: PaymentStatus; problem: PaymentProblemCode | null };
  /** How many lines (not units) the order has. */
  lines: number;
  /** The customer's job or PO number and the vehicle the order is for; null when not given. */
  reference: string | null;
  vehicle: OrderVehicle | null;
};
export type DeskOrderPage = Paging<DeskOrderRow>;

const DeskOrderRowSchema = v.object({
  id: v.number(),
  number: v.string(),
  created: v.string(),
  status: v.picklist(orderStatuses),
  email: v.string(),
  customerName: v.string(),
  total: v.number(),
  payment: v.object({
    method: v.picklist(paymentMethods),
    status: PaymentStatusSchema,
    // A problem this build does not know yet still marks the row for staff.
    problem: v.nullable(v.fallback(v.picklist(['REFUSED', 'AMOUNT_MISMATCH'] as const), 'REFUSED')),
  }),
  lines: v.number(),
  reference: v.nullable(v.string()),
  vehicle: OrderVehicleSchema,
}) satisfies v.GenericSchema<unknown, DeskOrderRow>;

/** GET /api/order/admin (ADMIN): a page of every order, newest first. */
export const DeskPageAnswer = pagingOf(DeskOrderRowSchema);

/**
 * What a search text finds: orders whose number starts with `numberPrefix` (numbers are BD-<digits>; digits
 * alone are taken as the part after BD-), or whose email contains `emailPart` (both case-insensitive).
 * Null for an empty search: every order.
 */
export function deskSearch(search: string | undefined): { numberPrefix: string; emailPart: string } | null {
  const text = (search ?? '').trim();
  if (text === '') return null;
  const numberPrefix = /^\d+$/.test(text) ? `BD-${text}` : text.toUpperCase();
  return { numberPrefix, emailPart: text.toLowerCase() };
}

/** What a move also does at the payment provider, so the desk can say so before staff press the button. */
export type MoveEffect = 'capture' | 'refund' | 'release' | null;

export function moveEffect(
  order: { status: OrderStatus; payment: Pick<Payment, 'method' | 'problem'> },
  to: OrderStatus,
): MoveEffect {
  if (to === 'SHIPPED' && order.payment.method === 'vipps') return 'capture';
  if (to === 'CANCELLED' && order.status === 'PAID') return 'refund';
  // An approval of another amount holds the customer's money until the order is cancelled.
  if (to === 'CANCELLED' && order.payment.problem?.code === 'AMOUNT_MISMATCH') return 'release';
  return null;
}

/** The statuses an order may move to next, in the state machine's order. */
export const nextStatuses = (status: OrderStatus): readonly OrderStatus[] => orderTransitions[status];

/** Methods whose payment only the provider may call made: a Vipps order is PAID when Vipps says so, never by hand. */
export const paidOnlyByProvider = (method: PaymentMethod): boolean => method === 'vipps';

/** Whether staff may move an order to `to` by hand (the state machine allowing it is asked apart). */
export const staffMayMove = (order: { payment: Pick<Payment, 'method'> }, to: OrderStatus): boolean =>
  !(to === 'PAID' && paidOnlyByProvider(order.payment.method));

/** The moves the desk offers an order: the state machine's next statuses that staff may make. */
export const deskMoves = (order: {
  status: OrderStatus;
  payment: Pick<Payment, 'method'>;
}): readonly OrderStatus[] => nextStatuses(order.status).filter((to) => staffMayMove(order, to));

/** Moves staff must confirm first: cancelling cannot be undone. */
export const needsConfirming = (to: OrderStatus) => to === 'CANCELLED';
