// The wishlist and the compare list: products saved on this device, one entry per articleId, oldest first, at most
// the list's limit (domain/saved-lists.ts). Offline they work the same. While a user is signed in (db/session.ts),
// each change also queues the request that makes it on the account (outbox stream 'lists') in the same transaction;
// a guest's lists stay on the device only. Reads skip damaged entries.
import { liveQuery, type Subscription } from 'dexie';
import * as v from 'valibot';
import { keepValid } from '../domain/parse';
import { type ProductSummary, ProductSummarySchema } from '../domain/product';
import {
  addToListRequest,
  clearListRequest,
  listLimits,
  removeFromListRequest,
  type SavedList,
} from '../domain/saved-lists';
import { enqueue } from './outbox';
import type { AppDB } from './schema';
import { readSession } from './session';
import type { SavedProductRecord } from './types';

export type { SavedList } from '../domain/saved-lists';

const SavedProductSchema = v.object({
  articleId: v.number(),
  product: ProductSummarySchema,
  addedAt: v.optional(v.number(), 0),
});

export const savedTable = (db: AppDB, list: SavedList) => (list === 'wishlist' ? db.wishlist : db.compare);

/** What an add did; `queued` when it was queued for the signed-in user's account too. */
export type AddSaved = { outcome: 'added' | 'saved-already' | 'full'; queued: boolean };

/** Adds the product unless it is already there or the list is full. */
export function addSaved(
  db: AppDB,
  list: SavedList,
  product: ProductSummary,
  now = Date.now(),
): Promise<AddSaved> {
  const saved = savedTable(db, list);
  return db.transaction('rw', [saved, db.meta, db.outbox], async (): Promise<AddSaved> => {
    if (await saved.get(product.articleId)) return { outcome: 'saved-already', queued: false };
    if ((await saved.count()) >= listLimits[list]) return { outcome: 'full', queued: false };
    await saved.add({ articleId: product.articleId, product, addedAt: now });
    const session = await readSession(db);
    if (session) await enqueue(db, addToListRequest(list, product.articleId, session.userId));
    return { outcome: 'added', queued: session !== null };
  });
}

/** Removes the product; true when the removal was queued for the signed-in user's account. */
export function removeSaved(db: AppDB, list: SavedList, articleId: number): Promise<boolean> {
  const saved = savedTable(db, list);
  return db.transaction('rw', [saved, db.meta, db.outbox], async () => {
    const known = await saved.get(articleId);
    await saved.delete(articleId);
    const session = await readSession(db);
    if (!known || !session) return false;
    await enqueue(db, removeFromListRequest(list, articleId, session.userId));
    return true;
  });
}

/** Empties the list; true when the emptying was queued for the signed-in user's account. */
export function clearSaved(db: AppDB, list: SavedList): Promise<boolean> {
  const saved = savedTable(db, list);
  return db.transaction('rw', [saved, db.meta, db.outbox], async () => {
    const count = await saved.count();
    await saved.clear();
    const session = await readSession(db);
    if (count === 0 || !session) return false;
    await enqueue(db, clearListRequest(list, session.userId));
    return true;
  });
}

/** The article ids on the list (keys only: what a product card's toggle needs). */
export async function savedIds(db: AppDB, list: SavedList): Promise<number[]> {
  return (await savedTable(db, list).toCollection().primaryKeys()) as number[];
}

/**
 * The list's ids as one live query shared by every subscriber: a page of product cards, each with a wishlist and
 * a compare toggle, makes one IndexedDB read per change instead of one per toggle. It runs while anyone listens.
 */
export function createSavedIdsStore(db: AppDB, list: SavedList) {
  let ids: ReadonlySet<number> | undefined;
  let subscription: Subscription | undefined;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      subscription ??= liveQuery(() => savedIds(db, list)).subscribe({
        next: (next) => {
          ids = new Set(next);
          for (const listener of listeners) listener();
        },
        // A failed read leaves every toggle unpressed, as before the first answer.
        error: () => undefined,
      });
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = undefined;
        ids = undefined;
      };
    },
    has: (articleId: number) => ids?.has(articleId) ?? false,
  };
}

/** Saved products in the order they were added. */
export async function listSaved(db: AppDB, list: SavedList): Promise<SavedProductRecord[]> {
  return keepValid(SavedProductSchema, await savedTable(db, list).orderBy('addedAt').toArray());
}

/** How many entries the list shows (damaged ones are not counted, as they are not shown). */
export async function countSaved(db: AppDB, list: SavedList): Promise<number> {
  return (await listSaved(db, list)).length;
}
