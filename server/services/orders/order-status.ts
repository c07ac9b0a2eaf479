// POST /order/payment-staus/{id}: moving an order along its state machine (src/domain/order.ts). Staff move it
// within canMoveOrder; a customer's report is only a hint — the order's payment provider is asked for the real
// state, and only its answer may make an order PAID. Each change locks the order's row, updates the status and
// records the event in one transaction.
import { eq } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../src/domain/checkout';
import { canMoveOrder, type OrderStatus } from '../../../src/domain/order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentUpdate } from '../payments/provider';
import type { PaymentProviders } from '../payments/providers';
import { type OrderRow, pendingPayment } from './order-dto';
import { type Actor, recordOrderEvent } from './order-history';
import { paymentOrderOf } from './pay-order';

export type MoveResult =
  | { kind: 'moved'; order: OrderRow }
  | { kind: 'not-found' }
  | { kind: 'illegal'; from: OrderStatus; to: OrderStatus };

/** Staff: order `id` to `to`, if the state machine allows it from the status it has now. */
export async function moveOrder(
  db: Db,
  id: number,
  to: OrderStatus,
  actor: Actor,
  note: string,
): Promise<MoveResult> {
  return db.transaction(async (tx): Promise<MoveResult> => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return { kind: 'not-found' };
    const from = row.status as OrderStatus;
    if (!canMoveOrder(from, to)) return { kind: 'illegal', from, to };
    const [order] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    await recordOrderEvent(tx, { orderId: id, from, to, actor, note });
    return { kind: 'moved', order: order ?? { ...row, status: to } };
  });
}

/**
 * A customer's report after a payment: asks the order's provider for the payment's state (providers without
 * `status()` — store, invoice — change nothing). Only the provider's PAID moves a PENDING order to PAID, as the
 * system. Answers the order as it is afterwards; null when there is no such order.
 */
export async function checkPayment(
  db: Db,
  providers: PaymentProviders,
  id: number,
  update: PaymentUpdate,
): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return null;
    const provider = providers[row.paymentMethod as PaymentMethod];
    if (!provider?.status) return row;
    const current = (row.payment as Payment | null) ?? pendingPayment(provider.method);
    const payment = await provider.status(paymentOrderOf(row), current, update);
    const from = row.status as OrderStatus;
    const to: OrderStatus = payment.status === 'PAID' && canMoveOrder(from, 'PAID') ? 'PAID' : from;
    const [order] = await tx
      .update(orders)
      .set({ payment, status: to, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    if (to !== from) await recordOrderEvent(tx, { orderId: id, from, to, actor: 'system' });
    return order ?? row;
  });
}
