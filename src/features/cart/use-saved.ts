import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { countSaved, createSavedIdsStore, listSaved, type SavedList } from '../../db/saved-products';
import type { AppDB } from '../../db/schema';
import { useDatabase } from '../../lib/database';

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
