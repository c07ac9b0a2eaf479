// The wishlist and the compare list: products saved on this device, one
// entry per articleId, oldest first. Local only and the same offline; reads skip damaged entries.
import { liveQuery, type Subscription } from 'dexie';
import * as v from 'valibot';
import { keepValid } from '../domain/parse';
import { type ProductSummary, ProductSummarySchema } from '../domain/product';
import type { AppDB } from './schema';
import type { SavedProductRecord } from './types';

export type SavedList = 'wishlist' | 'compare';

const SavedProductSchema = v.object({
  articleId: v.number(),
  product: ProductSummarySchema,
  addedAt: v.optional(v.number(), 0),
});

const table = (db: AppDB, list: SavedList) => (list === 'wishlist' ? db.wishlist : db.compare);

/** Adds the product unless it is already there; true when it was added. */
export function addSaved(db: AppDB, list: SavedList, product: ProductSummary, now = Date.now()) {
  const saved = table(db, list);
  return db.transaction('rw', saved, async () => {
    if (await saved.get(product.articleId)) return false;
    await saved.add({ articleId: product.articleId, product, addedAt: now });
    return true;
  });
}

export async function removeSaved(db: AppDB, list: SavedList, articleId: number): Promise<void> {
  await table(db, list).delete(articleId);
}

/** The article ids on the list (keys only: what a product card's toggle needs). */
export async function savedIds(db: AppDB, list: SavedList): Promise<number[]> {
  return (await table(db, list).toCollection().primaryKeys()) as number[];
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
  return keepValid(SavedProductSchema, await table(db, list).orderBy('addedAt').toArray());
}

/** How many entries the list shows (damaged ones are not counted, as they are not shown). */
export async function countSaved(db: AppDB, list: SavedList): Promise<number> {
  return (await listSaved(db, list)).length;
}

export async function clearSaved(db: AppDB, list: SavedList): Promise<void> {
  await table(db, list).clear();
}
