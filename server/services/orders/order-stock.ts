// The units an order holds: noted when it is placed (in its transaction, only lines of articles in stock, which were
// counted down) and given back once when it is cancelled, in the transaction that cancels it. Giving back is one
// conditional update (`released_at is null`), so two cancels at once — staff and the expiry job, or two
// processes — give the units back once. Articles are updated in id order, as placeOrder locks them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { articles, orderReservations } from '../../db/schema';
import { articleTag, raiseCatalogueVersion } from '../catalogue/catalogue-version';
import type { StockChange } from '../catalogue/stock';

export type Reserved = { articleId: number; units: number };

/** Notes what order `orderId` took off the shelves. */
export async function noteReservations(
  tx: Tx,
  orderId: number,
  reserved: readonly Reserved[],
): Promise<void> {
  if (reserved.length === 0) return;
  await tx
    .insert(orderReservations)
    .values(reserved.map((line) => ({ orderId, ...line })))
    .prepare('order_reservations_insert')
    .execute();
}

/**
 * Gives back the units order `orderId` still holds; an article that had run out is in stock again. Answers the
 * catalogue change (raised in this transaction), or null when there was nothing to give back.
 */
export async function releaseReservations(tx: Tx, orderId: number): Promise<StockChange | null> {
  const released = await tx
    .update(orderReservations)
    .set({ releasedAt: new Date() })
    .where(and(eq(orderReservations.orderId, orderId), isNull(orderReservations.releasedAt)))
    .returning({ articleId: orderReservations.articleId, units: orderReservations.units });
  if (released.length === 0) return null;
  released.sort((a, b) => a.articleId - b.articleId);
  for (const line of released) {
    await tx
      .update(articles)
      .set({
        stockCount: sql`${articles.stockCount} + ${line.units}`,
        stock: sql`case when ${articles.stock} = 'out-of-stock' and ${articles.stockCount} + ${line.units} > 0 then 'in-stock' else ${articles.stock} end`,
      })
      .where(eq(articles.articleId, line.articleId));
  }
  const tags = released.map((line) => articleTag(line.articleId));
  return { version: await raiseCatalogueVersion(tx, tags), tags };
}
