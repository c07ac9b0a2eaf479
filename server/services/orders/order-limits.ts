// The limits of placing orders (docs/security.md "Abuse limits"): every order holds stock, so a script placing many
// must meet a limit before it holds the shop's shelves. Counted in the database (lib/rate-limit.ts), so every
// process counts together: per client address, per buyer (the account, or a guest's email) and per articles asked
// for. A request whose key already placed an order (an offline device sending it again) is never counted or refused.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { type Hit, hit, type Limit } from '../../lib/rate-limit';
import { accountSubject } from '../auth/limits';

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * A workshop orders many times a day from one network, and a private buyer a few times; a script holding stock needs
 * hundreds. The articles limit bounds what long orders can hold: 500 lines are five full orders of 100 lines.
 */
export const orderLimits = {
  perAddressHour: { name: 'order-ip-hour', limit: 30, windowMs: hour },
  perAddressDay: { name: 'order-ip-day', limit: 150, windowMs: day },
  perAccountHour: { name: 'order-account-hour', limit: 30, windowMs: hour },
  perAccountDay: { name: 'order-account-day', limit: 150, windowMs: day },
  perEmailHour: { name: 'order-email-hour', limit: 10, windowMs: hour },
  perEmailDay: { name: 'order-email-day', limit: 30, windowMs: day },
  /** Articles (an order's distinct lines) asked for from one address, and by one buyer, in a day. */
  linesPerAddressDay: { name: 'order-lines-ip', limit: 500, windowMs: day },
  linesPerBuyerDay: { name: 'order-lines-buyer', limit: 1000, windowMs: day },
} satisfies Record<string, Limit>;

/** Whether request key `requestKey` (`user:<id>/<key>` or `guest/<key>`) placed an order already. */
const isPlaced = async (db: Db, requestKey: string) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.requestKey, requestKey)).limit(1)).length >
  0;

/** Counts every hit, then answers the refusal that lasts longest (null when all were allowed). */
async function countAll(db: Db, hits: [Limit, string, number?][]): Promise<Hit | null> {
  let refused: Hit | null = null;
  for (const [limit, subject, amount] of hits) {
    const result = await hit(db, limit, subject, Date.now(), amount);
    if (!result.allowed && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds))
      refused = result;
  }
  return refused;
}

/** Before the body is read: the caller's address counted, unless this key placed its order already. */
export async function countOrderAddress(db: Db, requestKey: string, address: string): Promise<Hit | null> {
  if (await isPlaced(db, requestKey)) return null;
  return countAll(db, [
    [orderLimits.perAddressHour, address],
    [orderLimits.perAddressDay, address],
  ]);
}

export type Buyer = {
  requestKey: string;
  userId: number | null;
  /** The guest's email (lower case); counted only for guests. */
  email: string | null;
  /** Distinct articles the order asks for. */
  lines: number;
};

/** After the body is parsed: the account (or the guest's email) and the articles asked for; the refusal or null. */
export async function countOrderBuyer(db: Db, address: string, buyer: Buyer): Promise<Hit | null> {
  if (await isPlaced(db, buyer.requestKey)) return null;
  const who =
    buyer.userId !== null
      ? `user:${buyer.userId}`
      : buyer.email !== null
        ? `email:${accountSubject(buyer.email)}`
        : null;
  const byWho: [Limit, string][] =
    buyer.userId !== null
      ? [
          [orderLimits.perAccountHour, String(buyer.userId)],
          [orderLimits.perAccountDay, String(buyer.userId)],
        ]
      : buyer.email !== null
        ? [
            [orderLimits.perEmailHour, accountSubject(buyer.email)],
            [orderLimits.perEmailDay, accountSubject(buyer.email)],
          ]
        : [];
  return countAll(db, [
    ...byWho,
    [orderLimits.linesPerAddressDay, address, buyer.lines],
    ...(who ? [[orderLimits.linesPerBuyerDay, who, buyer.lines] as [Limit, string, number]] : []),
  ]);
}
