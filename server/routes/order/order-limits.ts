// The limits of POST /order/create-order at the edge (docs/security.md "Abuse limits"; the counting is
// services/orders/order-limits.ts): per client address before the body is read, then per buyer and per articles
// once the body is parsed. A refusal is 429 TOO_MANY_REQUESTS with Retry-After; the idempotency middleware does not
// keep it as the key's answer, so the same order sent again with the same key after the wait is placed.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Locale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { clientIp, type Hit } from '../../lib/rate-limit';
import type { OrderRow } from '../../services/orders/order-dto';
import { type Buyer, countOrderAddress, countOrderBuyer } from '../../services/orders/order-limits';
import { orderPlacedBy } from '../../services/orders/place-order';

/** 429 TOO_MANY_REQUESTS with Retry-After (seconds) and the reason in `lang`. */
export function tooManyOrders(c: Context, refused: Hit, lang: Locale = requestLocale(c)) {
  c.header('Retry-After', String(refused.retryAfterSeconds));
  return c.json({ error: 'TOO_MANY_REQUESTS', message: text('tooManyOrders', lang) }, 429);
}

/** What limitOrdersByAddress found: the order the request's key placed already (a retry), else null. */
export type PlacedEnv = { Variables: { placedBefore: OrderRow | null } };

/**
 * Before the body is read: the order the request's key placed already, for the handler to answer; only a key that
 * placed none counts the caller's address.
 */
export const limitOrdersByAddress = (
  db: Db,
  requestKeyOf: (c: Context) => string,
): MiddlewareHandler<PlacedEnv> =>
  createMiddleware<PlacedEnv>(async (c, next) => {
    const placed = (await orderPlacedBy(db, requestKeyOf(c))) ?? null;
    c.set('placedBefore', placed);
    const refused = placed ? null : await countOrderAddress(db, clientIp(c));
    if (refused) return tooManyOrders(c, refused);
    await next();
  });

/**
 * After the body is parsed, for a key that placed no order yet: the account (or the guest's email) and the articles
 * asked for; the refusal or null.
 */
export const limitOrderBuyer = (db: Db, c: Context, buyer: Buyer): Promise<Hit | null> =>
  countOrderBuyer(db, clientIp(c), buyer);
