// How many order mails one address gets (the confirmation, and the message when the system cancels an unpaid order):
// anyone can name any address on an order, so without a bound a script could make the shop mail whom it likes.
// Counted in the database per address (its hash), across every process; over the limit the order stands and the
// mail is withheld, with a log line. Staff's own status messages are not counted: no stranger starts those.
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { hitAll, type Limit } from '../../lib/rate-limit';
import { accountSubject } from '../auth/limits';

const minutes = (n: number) => n * 60_000;

export const orderMailLimits = {
  perHour: { name: 'order-mail-hour', limit: 10, windowMs: minutes(60) },
  perDay: { name: 'order-mail-day', limit: 50, windowMs: minutes(24 * 60) },
} satisfies Record<string, Limit>;

/** Counts one order mail to `to`; false when the address has had its share (the mail is then not sent). */
export async function mayMailOrder(
  ctx: { db: Db; logger: Logger },
  to: string,
  about: { orderId: number; mail: string },
): Promise<boolean> {
  const subject = accountSubject(to);
  const hits = await hitAll(ctx.db, [
    { limit: orderMailLimits.perHour, subject },
    { limit: orderMailLimits.perDay, subject },
  ]);
  if (hits.every((counted) => counted.allowed)) return true;
  ctx.logger.warn({ ...about, to: subject }, 'order mail withheld: its address has had too many');
  return false;
}
