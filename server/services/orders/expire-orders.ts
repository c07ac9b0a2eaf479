// Unpaid orders do not hold stock for ever: a Vipps order whose payment is not approved within `vippsHoldMs` of being
// placed, and a pickup paid in store not collected (not PAID) within `pickupHoldMs`, are cancelled by the system,
// with an order event saying why in the order's language, and their units go back (moveOrder → order-stock.ts).
// Invoice orders are sales and never expire. A Vipps order is asked about at Vipps first (approved at the last
// minute, it stands), and its open attempt is closed there by moveOrder; Vipps down → the order waits for the next
// pass. Several processes may run this at once: moveOrder locks the order and moves it only if it is still PENDING,
// so each order is cancelled, and its units given back, once. Started by server/main.ts; tests call expireOrdersOnce.
import { and, asc, eq, lt, or } from 'drizzle-orm';
import { isLocale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { text } from '../../lib/messages';
import { fillText } from '../../lib/messages-auth';
import { repeatEvery } from '../../lib/repeat';
import type { Catalogue } from '../catalogue/catalogue';
import type { PaymentProviders } from '../payments/providers';
import { mailOrderExpired } from './order-emails';
import { checkPayment, moveOrder } from './order-status';

export type HoldSettings = {
  /** A Vipps order whose payment is not approved this long after it was placed is cancelled. */
  vippsHoldMs: number;
  /** A pickup paid in store that is not collected this long after it was placed is cancelled. */
  pickupHoldMs: number;
};

/** The settings as the environment gives them (VIPPS_HOLD_MINUTES, PICKUP_HOLD_DAYS). */
export const holdsFromEnv = (env: {
  VIPPS_HOLD_MINUTES: number;
  PICKUP_HOLD_DAYS: number;
}): HoldSettings => ({
  vippsHoldMs: env.VIPPS_HOLD_MINUTES * 60_000,
  pickupHoldMs: env.PICKUP_HOLD_DAYS * 24 * 60 * 60_000,
});

export type ExpiryContext = {
  db: Db;
  providers: PaymentProviders;
  catalogue: Pick<Catalogue, 'changed'>;
  mailer: Mailer;
  logger: Logger;
  /** The shop's address in the mailed link. */
  linkBase: string;
  settings: HoldSettings;
};

/** Orders cancelled per pass at most; the rest wait for the next pass (a minute later). */
const batchSize = 100;

function reasonOf(row: { paymentMethod: string; lang: string }, settings: HoldSettings): string {
  const lang = isLocale(row.lang) ? row.lang : 'no';
  return row.paymentMethod === 'vipps'
    ? fillText(text('vippsHoldEnded', lang), { minutes: Math.round(settings.vippsHoldMs / 60_000) })
    : fillText(text('pickupHoldEnded', lang), { days: Math.round(settings.pickupHoldMs / 86_400_000) });
}

/** Cancels the orders whose hold ran out by `now`; answers how many it cancelled. */
export async function expireOrdersOnce(ctx: ExpiryContext, now = new Date()): Promise<number> {
  const { db, providers, settings } = ctx;
  const due = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, lang: orders.lang })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        or(
          and(
            eq(orders.paymentMethod, 'vipps'),
            lt(orders.createdAt, new Date(now.getTime() - settings.vippsHoldMs)),
          ),
          and(
            eq(orders.paymentMethod, 'store'),
            lt(orders.createdAt, new Date(now.getTime() - settings.pickupHoldMs)),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(batchSize);

  let cancelled = 0;
  for (const row of due) {
    if (row.paymentMethod === 'vipps') {
      // Approved just now, or Vipps says so only now: the order is paid, not expired.
      const checked = await checkPayment(db, providers, row.id, null);
      if (checked?.status !== 'PENDING') continue;
    }
    const reason = reasonOf(row, settings);
    const moved = await moveOrder(db, row.id, 'CANCELLED', 'system', reason, providers);
    if (moved.kind === 'payment-failed') {
      ctx.logger.warn(
        { orderId: row.id, reason: moved.reason },
        'unpaid order not expired: Vipps did not cancel',
      );
      continue;
    }
    // 'illegal' / 'not-found': another process (or staff) moved it meanwhile.
    if (moved.kind !== 'moved') continue;
    cancelled++;
    if (moved.stockChange) ctx.catalogue.changed(moved.stockChange.version, moved.stockChange.tags);
    ctx.logger.info({ orderId: row.id, orderNumber: moved.order.number }, 'unpaid order expired');
    mailOrderExpired(ctx, moved.order, reason);
  }
  return cancelled;
}

export function startOrderExpiry(options: ExpiryContext & { intervalMs: number }): () => void {
  return repeatEvery(options.intervalMs, options.logger, 'order expiry failed', () =>
    expireOrdersOnce(options),
  );
}
