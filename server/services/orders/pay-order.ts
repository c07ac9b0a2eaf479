// POST /order/create-payments: the order's payment is created once, by the provider of the method chosen at
// checkout. The order's row is locked while the provider answers, so two calls at once create one payment; a
// later call gets the payment already made. An online provider's failure leaves the order's payment PENDING.
import { eq } from 'drizzle-orm';
import type { Payment, PaymentMethod } from '../../../src/domain/checkout';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { isPaymentMade, type PaymentOrder } from '../payments/provider';
import type { PaymentProviders } from '../payments/providers';
import { type OrderRow, toOrderDto } from './order-dto';

export const paymentOrderOf = (row: OrderRow): PaymentOrder => {
  const dto = toOrderDto(row);
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    total: dto.total,
    pickup: row.pickup,
    created: row.createdAt,
    lang: row.lang,
  };
};

/** Creates (or answers the already made) payment of order `id`; null when there is no such order. */
export async function payOrder(
  db: Db,
  providers: PaymentProviders,
  id: number,
): Promise<{ payment: Payment; order: OrderRow } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) return null;
    const current = toOrderDto(row).payment;
    if (isPaymentMade(current)) return { payment: current, order: row };
    const provider = providers[row.paymentMethod as PaymentMethod];
    if (!provider) throw new Error(`order ${row.id}: no payment provider for ${row.paymentMethod}`);
    const payment = await provider.create(paymentOrderOf(row));
    const [order] = await tx
      .update(orders)
      .set({ payment, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return { payment, order: order ?? { ...row, payment } };
  });
}
