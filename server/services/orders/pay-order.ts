// POST /order/create-payments: the order's payment is created by the provider of the method chosen at checkout.
// Offline methods (store, invoice) answer at once: they run inside the order's row lock, so two calls at once
// create one payment and a later call gets the payment already made.
//
// An online provider (Vipps) is never called while the row is locked (a slow or down payment service must not
// hold the order): a short transaction CLAIMS the attempt (stores the attempt's reference, PENDING, no redirect
// address yet), the provider is called with that reference as its idempotency key, and a second short
// transaction stores its answer. A retry while the claim has no answer calls again with the same reference, which
// the provider answers with the same payment: one payment per attempt. A refusal (4xx) ends the attempt as FAILED
// with the reason; a failed or cancelled attempt of a PENDING order is followed by a new attempt under the next
// reference, at most `maxAttempts` of them. An approval of another amount is not followed by one: staff look first.
import { eq } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../src/domain/checkout';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { installationPart } from '../payments/installation';
import {
  isOnline,
  isPaymentMade,
  type OnlinePaymentProvider,
  type PaymentOrder,
  PaymentRefused,
} from '../payments/provider';
import type { PaymentProviders } from '../payments/providers';
import { attemptOf } from '../payments/vipps-rules';
import { type OrderRow, pendingPayment, toOrderDto } from './order-dto';

export const paymentOrderOf = (row: OrderRow): PaymentOrder => {
  const dto = toOrderDto(row);
  return {
    id: row.id,
    number: row.number,
    token: row.token,
    email: row.email,
    total: dto.total,
    pickup: row.pickup,
    created: row.createdAt,
    lang: row.lang,
  };
};

export type PayResult =
  | { kind: 'paid'; payment: Payment; order: OrderRow }
  /** The payment service did not answer: the attempt is claimed and PENDING; a later call tries it again. */
  | { kind: 'unavailable'; payment: Payment; order: OrderRow }
  /** The service refused the attempt: it is FAILED with the reason (`payment.problem`); the next call starts anew. */
  | { kind: 'refused'; payment: Payment; order: OrderRow }
  /** Vipps chosen at checkout but not configured (any more) on this server. */
  | { kind: 'no-provider'; order: OrderRow }
  | { kind: 'not-found' };

const lockRow = async (tx: Tx, id: number) =>
  (await tx.select().from(orders).where(eq(orders.id, id)).for('update'))[0];

/** Attempts an order may have: a customer aborting again and again, or a script, ends here. */
export const maxAttempts = 10;

/**
 * Whether an online payment may be followed by a new attempt: it failed or was cancelled, the order is unpaid, and
 * it was not an approval of another amount (that money is held at Vipps until staff release it).
 */
const mayRetry = (row: OrderRow, payment: Payment) =>
  row.status === 'PENDING' &&
  (payment.status === 'FAILED' || payment.status === 'CANCELLED') &&
  payment.problem?.code !== 'AMOUNT_MISMATCH' &&
  attemptOf(payment.reference) < maxAttempts;

/** Creates (or answers the already made) payment of order `id`. */
export async function payOrder(db: Db, providers: PaymentProviders, id: number): Promise<PayResult> {
  const [method] = await db
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, id));
  const provider = method ? providers[method.paymentMethod as PaymentMethod] : undefined;
  if (isOnline(provider)) return payOnline(db, provider, id);
  return db.transaction(async (tx): Promise<PayResult> => {
    const row = await lockRow(tx, id);
    if (!row) return { kind: 'not-found' };
    const current = toOrderDto(row).payment;
    if (isPaymentMade(current)) return { kind: 'paid', payment: current, order: row };
    if (!provider) return { kind: 'no-provider', order: row };
    const payment = await provider.create(paymentOrderOf(row));
    const [order] = await tx
      .update(orders)
      .set({ payment, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return { kind: 'paid', payment, order: order ?? { ...row, payment } };
  });
}

async function payOnline(db: Db, provider: OnlinePaymentProvider, id: number): Promise<PayResult> {
  // 1. Claim the attempt (or find it claimed, or made).
  const claim = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (!row) return null;
    const current = (row.payment as Payment | null) ?? pendingPayment(provider.method);
    const started = current.status === 'PENDING' && current.reference !== null;
    if (started && current.redirectUrl) return { row, payment: current, done: true };
    if (started) return { row, payment: current, done: false };
    if (current.reference !== null && !mayRetry(row, current)) return { row, payment: current, done: true };
    if (row.status !== 'PENDING') return { row, payment: current, done: true };
    const payment: Payment = {
      method: provider.method,
      status: 'PENDING',
      reference: provider.nextReference(
        paymentOrderOf(row),
        current.reference ? current : null,
        await installationPart(tx),
      ),
      dueDate: null,
      redirectUrl: null,
    };
    const [order] = await tx
      .update(orders)
      .set({ payment, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return { row: order ?? { ...row, payment }, payment, done: false };
  });
  if (!claim) return { kind: 'not-found' };
  if (claim.done) return { kind: 'paid', payment: claim.payment, order: claim.row };

  // 2. Ask the service, outside any transaction.
  const reference = claim.payment.reference ?? '';
  let created: Payment;
  let kind: 'paid' | 'refused' = 'paid';
  try {
    created = await provider.create(paymentOrderOf(claim.row), reference);
  } catch (err) {
    if (!(err instanceof PaymentRefused))
      return { kind: 'unavailable', payment: claim.payment, order: claim.row };
    // Refused for good: this reference is never sent again.
    kind = 'refused';
    created = { ...claim.payment, status: 'FAILED', problem: err.problem };
  }

  // 3. Keep the answer, unless another call has moved on meanwhile.
  return db.transaction(async (tx): Promise<PayResult> => {
    const row = await lockRow(tx, id);
    if (!row) return { kind: 'not-found' };
    const now = row.payment as Payment | null;
    if (!now || now.reference !== reference || now.status !== 'PENDING') {
      return { kind: 'paid', payment: toOrderDto(row).payment, order: row };
    }
    const [order] = await tx
      .update(orders)
      .set({ payment: created, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return { kind, payment: created, order: order ?? { ...row, payment: created } };
  });
}
