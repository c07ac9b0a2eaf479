// Staff set an article's units on the shelf (what new orders may take). One transaction locks the article, sets its
// units and the status they mean (units → in stock; none → out of stock, or still on backorder for an article
// ordered without a shelf), keeps the change in `stock_events` and raises the catalogue's version, so every
// process's answers show it. Units held by waiting orders are not on the shelf: they come back if those are cancelled.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { articles, orderReservations, orders, stockEvents, users } from '../../db/schema';
import { articleTag, raiseCatalogueVersion } from './catalogue-version';
import type { Stock } from './types';

/** A change of some articles' stock: the catalogue's new version and the tags of the answers it makes stale. */
export type StockChange = { version: number; tags: string[] };

export type StockEvent = {
  at: string;
  /** The staff member's email; null when the account is gone. */
  by: string | null;
  fromStock: Stock;
  toStock: Stock;
  fromCount: number;
  toCount: number;
};

export type StockView = {
  articleId: number;
  stock: Stock;
  /** Units on the shelf: what new orders may take. */
  stockCount: number;
  /** Units waiting orders hold (PENDING or PAID, not yet shipped). */
  held: number;
  /** Staff's changes, newest first (the last few). */
  changes: StockEvent[];
};

const shownChanges = 5;

/** The status `units` mean for an article that had `before`. */
export const stockFor = (units: number, before: Stock): Stock =>
  units > 0 ? 'in-stock' : before === 'on-backorder' ? 'on-backorder' : 'out-of-stock';

/** Units of `articleId` held by orders not yet shipped or cancelled (staff see them beside the shelf's count). */
export async function heldUnits(db: Db | Tx, articleId: number): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${orderReservations.units}), 0)::int` })
    .from(orderReservations)
    .innerJoin(orders, eq(orders.id, orderReservations.orderId))
    .where(
      and(
        eq(orderReservations.articleId, articleId),
        isNull(orderReservations.releasedAt),
        inArray(orders.status, ['PENDING', 'PAID']),
      ),
    );
  return Number(row?.held ?? 0);
}

/** What staff see of an article's stock; null for an unknown article. */
export async function stockView(db: Db, articleId: number): Promise<StockView | null> {
  const [row] = await db
    .select({ stock: articles.stock, stockCount: articles.stockCount })
    .from(articles)
    .where(eq(articles.articleId, articleId));
  if (!row) return null;
  const changes = await db
    .select({
      at: stockEvents.at,
      by: users.email,
      fromStock: stockEvents.fromStock,
      toStock: stockEvents.toStock,
      fromCount: stockEvents.fromCount,
      toCount: stockEvents.toCount,
    })
    .from(stockEvents)
    .leftJoin(users, eq(users.id, stockEvents.userId))
    .where(eq(stockEvents.articleId, articleId))
    .orderBy(desc(stockEvents.at), desc(stockEvents.id))
    .limit(shownChanges);
  return {
    articleId,
    stock: row.stock as Stock,
    stockCount: row.stockCount,
    held: await heldUnits(db, articleId),
    changes: changes.map((change) => ({
      ...change,
      at: change.at.toISOString(),
      fromStock: change.fromStock as Stock,
      toStock: change.toStock as Stock,
    })),
  };
}

export type StockSet = {
  from: { stock: Stock; stockCount: number };
  to: { stock: Stock; stockCount: number };
  /** null when the article already had those units. */
  change: StockChange | null;
};

/** Sets article `articleId`'s units (a whole number ≥ 0: the caller checks) as ADMIN `userId`; null: unknown. */
export async function setArticleStock(
  db: Db,
  articleId: number,
  units: number,
  userId: number,
): Promise<StockSet | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stock: articles.stock, stockCount: articles.stockCount })
      .from(articles)
      .where(eq(articles.articleId, articleId))
      .for('update');
    if (!row) return null;
    const from = { stock: row.stock as Stock, stockCount: row.stockCount };
    const to = { stock: stockFor(units, from.stock), stockCount: units };
    if (from.stock === to.stock && from.stockCount === to.stockCount) return { from, to, change: null };
    await tx.update(articles).set(to).where(eq(articles.articleId, articleId));
    await tx.insert(stockEvents).values({
      articleId,
      userId,
      fromStock: from.stock,
      toStock: to.stock,
      fromCount: from.stockCount,
      toCount: to.stockCount,
    });
    const tags = [articleTag(articleId)];
    return { from, to, change: { version: await raiseCatalogueVersion(tx, tags), tags } };
  });
}
