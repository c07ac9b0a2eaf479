// POST /order/payment-staus/{id}: moving an order along its state machine (src/domain/order.ts). Staff move it
// within canMoveOrder, but never to PAID when the provider decides that (Vipps: staffMayMove); a customer's report
// is only a hint — the order's payment provider is asked for the real state, and only its answer may make an
// order PAID. Each change locks the order's row, updates the status and
// records the event in one transaction.
//
// An online provider (Vipps) is asked OUTSIDE that transaction, so a slow or down payment service never holds the
// row: read → ask the provider → lock, check the order is still as it was read, write. Its calls are idempotent
// (capture, refund and cancel keys derived from the payment's reference), so two moves at once never capture or
// refund twice; a provider that refuses or does not answer leaves the order where it was.
import { eq } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../src/domain/checkout';
import { canMoveOrder, type OrderStatus } from '../../../src/domain/order';
import { paidOnlyByProvider, staffMayMove } from '../../../src/domain/order-desk';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { StockChange } from '../catalogue/stock';
import { isOnline, type OnlinePaymentProvider, type PaymentUpdate } from '../payments/provider';
import type { PaymentProviders } from '../payments/providers';
import { type OrderRow, pendingPayment } from './order-dto';
import { type Actor, recordOrderEvent } from './order-history';
import { releaseReservations } from './order-stock';
import { paymentOrderOf } from './pay-order';

export type MoveResult =
  /** `stockChange`: a cancel gave units back (the caller tells the catalogue's cache). */
  | { kind: 'moved'; order: OrderRow; stockChange?: StockChange | null }
  | { kind: 'not-found' }
  | { kind: 'illegal'; from: OrderStatus; to: OrderStatus }
  /** A Vipps order is PAID when Vipps approves it, never by hand. */
  | { kind: 'paid-by-provider' }
  /**
   * The payment service refused the capture/refund/cancel, did not answer, or had nothing approved to capture:
   * the order did not move.
   */
  | { kind: 'payment-failed'; reason: 'refused' | 'unavailable' | 'not-approved' };

const readRow = async (db: Db, id: number): Promise<OrderRow | undefined> =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0];

/**
 * What moving an order with an online payment asks of its provider: capture at ship (always: with nothing
 * approved it refuses), release at cancel.
 */
function paymentStep(
  provider: OnlinePaymentProvider,
  row: OrderRow,
  to: OrderStatus,
): (() => Promise<Payment>) | null {
  const payment = (row.payment as Payment | null) ?? pendingPayment(provider.method);
  const order = paymentOrderOf(row);
  if (row.status === 'PAID' && to === 'SHIPPED') return () => provider.capture(order, payment);
  if (to !== 'CANCELLED' || !payment.reference) return null;
  // A PENDING order's open attempt is closed, an approval of another amount released; a failed or cancelled
  // attempt needs nothing.
  const held =
    payment.status === 'PENDING' || payment.status === 'PAID' || payment.problem?.code === 'AMOUNT_MISMATCH';
  if (row.status === 'PENDING' && !held) return null;
  return () => provider.cancel(order, payment);
}

/**
 * Staff: order `id` to `to`, if the state machine allows it from the status it has now. An order paid online asks
 * its provider first: PAID → SHIPPED captures the whole amount, → CANCELLED refunds what was captured or releases
 * the approval (a PENDING order's open attempt is cancelled). If that fails, nothing moves ('payment-failed').
 * A cancel gives the units the order holds back to the shelves in the same transaction (order-stock.ts).
 */
export async function moveOrder(
  db: Db,
  id: number,
  to: OrderStatus,
  actor: Actor,
  note: string,
  providers: PaymentProviders,
): Promise<MoveResult> {
  const read = await readRow(db, id);
  if (!read) return { kind: 'not-found' };
  if (!canMoveOrder(read.status as OrderStatus, to)) {
    return { kind: 'illegal', from: read.status as OrderStatus, to };
  }
  const method = read.paymentMethod as PaymentMethod;
  if (!staffMayMove({ payment: { method } }, to)) return { kind: 'paid-by-provider' };
  const provider = providers[method];
  // Shipping takes the money: without its provider (Vipps settings removed) it cannot, so nothing moves.
  if (!isOnline(provider) && paidOnlyByProvider(method) && read.status === 'PAID' && to === 'SHIPPED') {
    return { kind: 'payment-failed', reason: 'unavailable' };
  }
  const step = isOnline(provider) ? paymentStep(provider, read, to) : null;
  let payment: Payment | null = null;
  if (step) {
    try {
      payment = await step();
    } catch (err) {
      const kind = (err as { kind?: string }).kind;
      return {
        kind: 'payment-failed',
        reason: kind === 'refused' || kind === 'not-approved' ? kind : 'unavailable',
      };
    }
  }
  return db.transaction(async (tx): Promise<MoveResult> => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return { kind: 'not-found' };
    const from = row.status as OrderStatus;
    // Moved by someone else meanwhile: this move is judged against where the order is now.
    if (!canMoveOrder(from, to) || (step && from !== read.status)) return { kind: 'illegal', from, to };
    const [order] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date(), ...(payment ? { payment } : {}) })
      .where(eq(orders.id, id))
      .returning();
    await recordOrderEvent(tx, { orderId: id, from, to, actor, note });
    const stockChange = to === 'CANCELLED' ? await releaseReservations(tx, id) : null;
    return { kind: 'moved', order: order ?? { ...row, status: to }, stockChange };
  });
}

/**
 * A customer's report after a payment, a payment service's callback or the poller: asks the order's provider for
 * the payment's state (providers without `status()` — store, invoice — change nothing). Only the provider's PAID
 * moves a PENDING order to PAID, as the system, once: a second report finds the payment already final. Answers
 * the order as it is afterwards; null when there is no such order.
 */
export async function checkPayment(
  db: Db,
  providers: PaymentProviders,
  id: number,
  update: PaymentUpdate | null,
): Promise<OrderRow | null> {
  const read = await readRow(db, id);
  if (!read) return null;
  const provider = providers[read.paymentMethod as PaymentMethod];
  if (!provider?.status) return read;
  const current = (read.payment as Payment | null) ?? pendingPayment(provider.method);
  // Only an open attempt can change by itself; a final one (PAID, FAILED, CANCELLED) is answered as it is.
  if (current.status !== 'PENDING' || current.reference === null || read.status !== 'PENDING') return read;
  let payment: Payment;
  try {
    payment = await provider.status(paymentOrderOf(read), current, update);
  } catch {
    return read; // the service did not answer: the order stays as it is, a later report asks again
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return null;
    const stored = row.payment as Payment | null;
    // Another report got here first, or a new attempt began: nothing to add.
    if (stored?.reference !== current.reference || stored.status !== 'PENDING') return row;
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
