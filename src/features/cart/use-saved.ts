import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import {
  addSaved,
  clearSaved,
  countSaved,
  createSavedIdsStore,
  listSaved,
  removeSaved,
  type SavedList,
} from '../../db/saved-products';
import type { AppDB } from '../../db/schema';
import type { ProductSummary } from '../../domain/product';
import { useDatabase } from '../../lib/database';
import { drainIfQueued } from '../../lib/request-drain';

/** Saved products of the wishlist or compare list, oldest first; undefined while loading. */
export function useSavedList(list: SavedList) {
  const db = useDatabase();
  return useLiveQuery(() => listSaved(db, list), [db, list]);
}

export function useSavedCount(list: SavedList): number {
  const db = useDatabase();
  return useLiveQuery(() => countSaved(db, list), [db, list], 0);
}

// One live query per database and list for all the toggles on the page (see createSavedIdsStore).
type SavedIdsStore = ReturnType<typeof createSavedIdsStore>;
const storesByDb = new WeakMap<AppDB, Record<SavedList, SavedIdsStore>>();

function savedIdsStore(db: AppDB, list: SavedList): SavedIdsStore {
  let stores = storesByDb.get(db);
  if (!stores) {
    stores = { wishlist: createSavedIdsStore(db, 'wishlist'), compare: createSavedIdsStore(db, 'compare') };
    storesByDb.set(db, stores);
  }
  return stores[list];
}

export function useIsSaved(list: SavedList, articleId: number): boolean {
  const store = savedIdsStore(useDatabase(), list);
  return useSyncExternalStore(
    store.subscribe,
    () => store.has(articleId),
    () => false,
  );
}

/**
 * Wishlist and compare intents on the tree's database; each is one Dexie transaction (db/saved-products.ts), which for
 * a signed-in user also queues the change for the account, sent at once (or when the network returns).
 */
export function useSavedIntents() {
  const db = useDatabase();
  return {
    /** 'full' when the list holds its limit already. */
    add: async (list: SavedList, product: ProductSummary) => {
      const { outcome, queued } = await addSaved(db, list, product);
      drainIfQueued(queued);
      return outcome;
    },
    remove: async (list: SavedList, articleId: number) =>
      drainIfQueued(await removeSaved(db, list, articleId)),
    clear: async (list: SavedList) => drainIfQueued(await clearSaved(db, list)),
  };
}
