import * as v from 'valibot';
import { codes, emailAddress } from './validation';

/** Demo order statuses of the spec (§4); a new order starts as PENDING. */
export const orderStatuses = ['PENDING', 'SHIPPED', 'COMPLETED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

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
