// The limits of POST /order/create-order at the edge (docs/security.md "Abuse limits"; the counting is
// services/orders/order-limits.ts): per client address before the body is read, then per buyer and per articles
// once the body is parsed. A refusal is 429 TOO_MANY_REQUESTS with Retry-After; the idempotency middleware does not
// keep it as the key's answer, so the same order sent again with the same key after the wait is placed.
import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '../../../src/domain/locale';
import type { Db } from '../../db/client';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { clientIp, type Hit } from '../../lib/rate-limit';
import { type Buyer, countOrderAddress, countOrderBuyer } from '../../services/orders/order-limits';

/** 429 TOO_MANY_REQUESTS with Retry-After (seconds) and the reason in `lang`. */
export function tooManyOrders(c: Context, refused: Hit, lang: Locale = requestLocale(c)) {
  c.header('Retry-After', String(refused.retryAfterSeconds));
  return c.json({ error: 'TOO_MANY_REQUESTS', message: text('tooManyOrders', lang) }, 429);
}

/** Before the body is read: the caller's address, unless this key placed its order already. */
export const limitOrdersByAddress =
  (db: Db, requestKeyOf: (c: Context) => string): MiddlewareHandler =>
  async (c, next) => {
    const refused = await countOrderAddress(db, requestKeyOf(c), clientIp(c));
    if (refused) return tooManyOrders(c, refused);
    await next();
  };

/** After the body is parsed: the account (or the guest's email) and the articles asked for; the refusal or null. */
export const limitOrderBuyer = (db: Db, c: Context, buyer: Buyer): Promise<Hit | null> =>
  countOrderBuyer(db, clientIp(c), buyer);
