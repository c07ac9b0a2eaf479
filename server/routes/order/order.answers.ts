// The answers of /api/order, as the API document shows them.
import * as v from 'valibot';
import { OrderPageSchema, OrderSchema, PaymentSchema } from '../../../src/domain/checkout-schemas';
import { orderStatuses } from '../../../src/domain/order';
import { TrackedOrderSchema } from '../../../src/domain/track-order';
import { pageOf } from '../../lib/openapi/answers';

export const OneOrder = v.object({ order: OrderSchema });
export const TrackedOrder = v.object({ order: TrackedOrderSchema });
export const OrderPage = OrderPageSchema;
export const Payment = v.object({ payment: PaymentSchema, order: OrderSchema });

export const DeskPage = pageOf(
  v.object({
    id: v.number(),
    number: v.string(),
    created: v.string(),
    status: v.picklist(orderStatuses),
    email: v.string(),
    customerName: v.string(),
    total: v.number(),
    payment: v.object({
      method: v.string(),
      status: v.string(),
      problem: v.nullable(v.string()),
    }),
    lines: v.number(),
    reference: v.nullable(v.string()),
    vehicle: v.nullable(
      v.object({ carId: v.nullable(v.number()), label: v.string(), plate: v.nullable(v.string()) }),
    ),
  }),
);

/** create-order's refusals carry what the buyer must see again: the lines short of stock, the repriced cart. */
export const orderErrors = {
  400: ['VALIDATION_ERROR', 'IDEMPOTENCY_KEY_REQUIRED'],
  404: ['ADDRESS_NOT_FOUND'],
  409: ['OUT_OF_STOCK', 'PRICE_CHANGED'],
  422: ['UNKNOWN_ARTICLES'],
};
