import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '../../db/db';
import { countSaved, createSavedIdsStore, listSaved, type SavedList } from '../../db/saved-products';

/** Saved products of the wishlist or compare list, oldest first; undefined while loading. */
export const useSavedList = (list: SavedList) => useLiveQuery(() => listSaved(db, list), [list]);

export const useSavedCount = (list: SavedList): number => useLiveQuery(() => countSaved(db, list), [list], 0);

// One live query per list for all the toggles on the page (see createSavedIdsStore).
const savedIds: Record<SavedList, ReturnType<typeof createSavedIdsStore>> = {
  wishlist: createSavedIdsStore(db, 'wishlist'),
  compare: createSavedIdsStore(db, 'compare'),
};

export const useIsSaved = (list: SavedList, articleId: number): boolean =>
  useSyncExternalStore(
    savedIds[list].subscribe,
    () => savedIds[list].has(articleId),
    () => false,
  );
