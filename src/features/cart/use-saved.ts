import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { countSaved, isSaved, listSaved, type SavedList } from '../../db/saved-products';

/** Saved products of the wishlist or compare list, oldest first; undefined while loading. */
export const useSavedList = (list: SavedList) => useLiveQuery(() => listSaved(db, list), [list]);

export const useSavedCount = (list: SavedList): number => useLiveQuery(() => countSaved(db, list), [list], 0);

export const useIsSaved = (list: SavedList, articleId: number): boolean =>
  useLiveQuery(() => isSaved(db, list, articleId), [list, articleId], false);
