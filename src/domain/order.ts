import * as v from 'valibot';
import { codes, emailAddress } from './validation';

/** The order statuses; a new order starts as PENDING. */
export const orderStatuses = ['PENDING', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * The order's state machine: where each status may go next. PAID → CANCELLED is a refund;
 * COMPLETED and CANCELLED are final. Anything not listed is an illegal move (409 on the server).
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PAID', 'CANCELLED'],
  PAID: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

/** Whether an order may move from one status to another (never to the status it has). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** Order tracking: the order number from the confirmation email plus the email it was sent to. */
export const TrackOrderSchema = v.object({
  number: v.pipe(
    v.string(codes.required),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(codes.required),
    v.maxLength(40, codes.tooLong),
  ),
  email: emailAddress,
});
export type TrackOrderInput = v.InferInput<typeof TrackOrderSchema>;
export type TrackOrderQuery = v.InferOutput<typeof TrackOrderSchema>;
