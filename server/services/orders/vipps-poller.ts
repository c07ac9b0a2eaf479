// The server's own check of open Vipps payments: a callback may never come (the webhook is not
// registered, the shop was down, the customer closed the tab), so every few seconds the PENDING Vipps orders of
// the last hour whose attempt is open are checked with Vipps, one after another, as checkPayment does for a
// callback. Started by server/main.ts; tests call pollVippsOnce.
import { and, eq, gt } from 'drizzle-orm';
import type { Payment } from '../../../src/domain/checkout';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { repeatEvery } from '../../lib/repeat';
import type { PaymentProviders } from '../payments/providers';
import { checkPayment } from './order-status';

/** Orders older than this are left to staff (a Vipps payment expires long before). */
export const pollWindowMs = 60 * 60 * 1000;

/** Checks every open Vipps attempt of the last hour once; answers how many orders it asked about. */
export async function pollVippsOnce(db: Db, providers: PaymentProviders, now = new Date()): Promise<number> {
  if (!providers.vipps) return 0;
  const rows = await db
    .select({ id: orders.id, payment: orders.payment })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        eq(orders.paymentMethod, 'vipps'),
        gt(orders.createdAt, new Date(now.getTime() - pollWindowMs)),
      ),
    );
  const open = rows.filter((row) => {
    const payment = row.payment as Payment | null;
    return payment?.status === 'PENDING' && payment.reference !== null;
  });
  for (const row of open) await checkPayment(db, providers, row.id, null);
  return open.length;
}

export function startVippsPoller(options: {
  db: Db;
  providers: PaymentProviders;
  logger: Logger;
  intervalMs: number;
}): () => void {
  return repeatEvery(options.intervalMs, options.logger, 'vipps poll failed', () =>
    pollVippsOnce(options.db, options.providers),
  );
}
