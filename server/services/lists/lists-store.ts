// A user's wishlist and compare list in `user_saved_products`. Every read and write names the user, so one user never
// sees or changes another's; the unique (user, list, article) index keeps one row per product however many requests
// race, and adds take the user's row lock first, so a list never grows past its limit (src/domain/saved-lists.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/domain/locale';
import { summaryOf } from '../../../src/domain/product';
import {
  type AccountLists,
  type ListsMergeBody,
  listLimits,
  type SavedList,
  savedLists,
} from '../../../src/domain/saved-lists';
import type { Db, Tx } from '../../db/client';
import { articles, userSavedProducts as saved } from '../../db/schema';
import { lockUser } from '../../lib/lock-user';
import { productsByIds } from '../catalogue/products';

const mine = (userId: number, list: SavedList) => and(eq(saved.userId, userId), eq(saved.list, list));

/** Both lists, oldest first, each product as the catalogue has it now in `lang`; articles it lacks are left out. */
export async function readLists(db: Db, userId: number, lang: Locale): Promise<AccountLists> {
  const rows = await db
    .select({ list: saved.list, articleId: saved.articleId, addedAt: saved.addedAt })
    .from(saved)
    .where(eq(saved.userId, userId))
    .orderBy(asc(saved.addedAt), asc(saved.id));
  const ids = [...new Set(rows.map((row) => row.articleId))];
  const products = new Map((await productsByIds(db, ids, lang)).map((found) => [found.articleId, found]));
  const lists: AccountLists = { wishlist: [], compare: [] };
  for (const row of rows) {
    const product = products.get(row.articleId);
    if (!product) continue;
    lists[row.list].push({
      articleId: row.articleId,
      addedAt: row.addedAt.toISOString(),
      product: summaryOf(product),
    });
  }
  return lists;
}

/** Of `ids`, those the catalogue has. */
export async function knownArticles(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(inArray(articles.articleId, [...ids]));
  return new Set(rows.map((row) => row.articleId));
}

const countOf = async (tx: Tx, userId: number, list: SavedList) =>
  (await tx.select({ count: sql<number>`count(*)::int` }).from(saved).where(mine(userId, list)))[0]?.count ??
  0;

/** When the product went on the list (now, or when it was put there before); null when the list is full. */
export type AddOutcome = { created: boolean; addedAt: Date } | null;

/** Puts the product on the list unless it is there already or the list is full. */
export function addToList(db: Db, userId: number, list: SavedList, articleId: number): Promise<AddOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [there] = await tx
      .select({ addedAt: saved.addedAt })
      .from(saved)
      .where(and(mine(userId, list), eq(saved.articleId, articleId)));
    if (there) return { created: false, addedAt: there.addedAt };
    if ((await countOf(tx, userId, list)) >= listLimits[list]) return null;
    const [row] = await tx
      .insert(saved)
      .values({ userId, list, articleId })
      .returning({ addedAt: saved.addedAt });
    if (!row) throw new Error('list item not saved');
    return { created: true, addedAt: row.addedAt };
  });
}

/**
 * Adds to each list the products it lacks, in the order given, while it has room; the rest is left out. Duplicates
 * count once. The caller passes only articles the catalogue has.
 */
export function mergeLists(db: Db, userId: number, body: ListsMergeBody): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    for (const list of savedLists) {
      const present = new Set(
        (await tx.select({ articleId: saved.articleId }).from(saved).where(mine(userId, list))).map(
          (row) => row.articleId,
        ),
      );
      const room = listLimits[list] - present.size;
      const fresh = [...new Set(body[list])].filter((id) => !present.has(id)).slice(0, Math.max(0, room));
      if (fresh.length === 0) continue;
      await tx
        .insert(saved)
        .values(fresh.map((articleId) => ({ userId, list, articleId })))
        .onConflictDoNothing();
    }
  });
}

export async function removeFromList(
  db: Db,
  userId: number,
  list: SavedList,
  articleId: number,
): Promise<void> {
  await db.delete(saved).where(and(mine(userId, list), eq(saved.articleId, articleId)));
}

export async function clearList(db: Db, userId: number, list: SavedList): Promise<void> {
  await db.delete(saved).where(mine(userId, list));
}
