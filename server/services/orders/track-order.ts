// Track order (POST /order/track): an order found by its number and the email it was placed with, answered without
// anything personal (src/domain/track-order.ts). A wrong email costs what a right one does — one read by number, the
// email compared in constant time, one history read — so neither the answer nor its timing tells a number exists.
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TrackOrderQuery } from '../../../src/domain/order';
import type { TrackedOrder } from '../../../src/domain/track-order';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { toOrderDto } from './order-dto';
import { historiesOf } from './order-history';

/** Equal-length digests, so the comparison takes the same time whatever the two addresses are. */
const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

/** The order with that number placed with that email (any case), as tracking shows it; null for any miss. */
export async function trackOrder(db: Db, query: TrackOrderQuery): Promise<TrackedOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.number, query.number));
  const sameEmail = timingSafeEqual(digest(row?.email ?? ''), digest(query.email));
  const found = row !== undefined && row.email !== '' && sameEmail ? row : null;
  // Read for a miss too (an id no order has), so a miss does the work of a hit.
  const histories = await historiesOf(db, [found?.id ?? 0]);
  if (!found) return null;
  const order = toOrderDto(found);
  return {
    number: order.number,
    created: order.created,
    updated: found.updatedAt.toISOString(),
    status: order.status,
    items: order.items,
    quantity: order.quantity,
    subtotal: order.subtotal,
    shippingCharges: order.shippingCharges,
    tax: order.tax,
    totals: order.totals,
    total: order.total,
    pickup: order.pickup,
    pickupShop: order.pickupShop,
    reference: order.reference,
    vehicle: order.vehicle,
    payment: { method: order.payment.method, status: order.payment.status },
    history: histories.get(found.id) ?? [],
    company: order.business
      ? { name: order.business.companyName, orgNumber: order.business.orgNumber }
      : null,
  };
}
