// The limits of placing orders (docs/security.md "Abuse limits"): every order holds stock, so a script placing many
// must meet a limit before it holds the shop's shelves. Counted in the database (lib/rate-limit.ts), so every
// process counts together: per client address, per buyer (the account, or a guest's email) and per articles asked
// for. A request whose key already placed an order (an offline device sending it again) is never counted or refused.
import type { Db } from '../../db/client';
import { type Attempt, type Hit, hitAll, type Limit } from '../../lib/rate-limit';
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

/** Counts every attempt in one statement, then answers the refusal that lasts longest (null when all were allowed). */
async function countAll(db: Db, attempts: Attempt[]): Promise<Hit | null> {
  let refused: Hit | null = null;
  for (const result of await hitAll(db, attempts)) {
    if (!result.allowed && (!refused || result.retryAfterSeconds > refused.retryAfterSeconds))
      refused = result;
  }
  return refused;
}

/** Before the body is read: the caller's address counted (the route skips it for a key that placed its order). */
export async function countOrderAddress(db: Db, address: string): Promise<Hit | null> {
  return countAll(db, [
    { limit: orderLimits.perAddressHour, subject: address },
    { limit: orderLimits.perAddressDay, subject: address },
  ]);
}

export type Buyer = {
  userId: number | null;
  /** The guest's email (lower case); counted only for guests. */
  email: string | null;
  /** Distinct articles the order asks for. */
  lines: number;
};

/**
 * After the body is parsed: the account (or the guest's email) and the articles asked for; the refusal or null. The
 * route skips it for a key that placed its order.
 */
export async function countOrderBuyer(db: Db, address: string, buyer: Buyer): Promise<Hit | null> {
  const who =
    buyer.userId !== null
      ? `user:${buyer.userId}`
      : buyer.email !== null
        ? `email:${accountSubject(buyer.email)}`
        : null;
  const byWho: Attempt[] =
    buyer.userId !== null
      ? [
          { limit: orderLimits.perAccountHour, subject: String(buyer.userId) },
          { limit: orderLimits.perAccountDay, subject: String(buyer.userId) },
        ]
      : buyer.email !== null
        ? [
            { limit: orderLimits.perEmailHour, subject: accountSubject(buyer.email) },
            { limit: orderLimits.perEmailDay, subject: accountSubject(buyer.email) },
          ]
        : [];
  return countAll(db, [
    ...byWho,
    { limit: orderLimits.linesPerAddressDay, subject: address, amount: buyer.lines },
    ...(who ? [{ limit: orderLimits.linesPerBuyerDay, subject: who, amount: buyer.lines }] : []),
  ]);
}
