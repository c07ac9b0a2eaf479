// The limits of POST /order/create-order (docs/security.md "Abuse limits"): every order holds stock, so a script
// placing many must meet a limit before it holds the shop's shelves. Counted in the database (lib/rate-limit.ts), so
// every process counts together: per client address before the body is read, then per buyer (the account, or a
// guest's email) and per articles asked for once the body is parsed. A request whose key already placed an order
// (an offline device sending it again) is never counted or refused: it only gets its order back. A refusal is 429
// TOO_MANY_REQUESTS with Retry-After; the idempotency middleware does not keep it as the key's answer, so the same
// order sent again with the same key after the wait is placed.
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { clientIp, type Hit, hit, type Limit } from '../../lib/rate-limit';
import { accountSubject } from '../../services/auth/limits';

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

/** 429 TOO_MANY_REQUESTS with Retry-After (seconds) and the reason in `lang`. */
export function tooManyOrders(c: Context, refused: Hit, lang: Locale = requestLocale(c)) {
  c.header('Retry-After', String(refused.retryAfterSeconds));
  return c.json({ error: 'TOO_MANY_REQUESTS', message: text('tooManyOrders', lang) }, 429);
}

/** Before the body is read: the caller's address, unless this key placed its order already. */
export const limitOrdersByAddress =
  (db: Db, requestKeyOf: (c: Context) => string): MiddlewareHandler =>
  async (c, next) => {
    if (await isPlaced(db, requestKeyOf(c))) return next();
    const address = clientIp(c);
    const refused = await countAll(db, [
      [orderLimits.perAddressHour, address],
      [orderLimits.perAddressDay, address],
    ]);
    if (refused) return tooManyOrders(c, refused);
    await next();
  };

export type Buyer = {
  requestKey: string;
  userId: number | null;
  /** The guest's email (lower case); counted only for guests. */
  email: string | null;
  /** Distinct articles the order asks for. */
  lines: number;
};

/** After the body is parsed: the account (or the guest's email) and the articles asked for; the refusal or null. */
export async function limitOrderBuyer(db: Db, c: Context, buyer: Buyer): Promise<Hit | null> {
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
    [orderLimits.linesPerAddressDay, clientIp(c), buyer.lines],
    ...(who ? [[orderLimits.linesPerBuyerDay, who, buyer.lines] as [Limit, string, number]] : []),
  ]);
}
