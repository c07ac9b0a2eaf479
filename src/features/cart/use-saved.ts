import { useSharedLiveQuery } from '../../app/use-shared-live-query';
import { db } from '../../db/db';
import { listSaved, type SavedList } from '../../db/saved-products';
import { sharedLiveQuery } from '../../db/shared-live-query';

// One read per list, shared by the header count, the list pages and every card's toggle.
const lists = {
  wishlist: sharedLiveQuery(() => listSaved(db, 'wishlist')),
  compare: sharedLiveQuery(() => listSaved(db, 'compare')),
};

/** Saved products of the wishlist or compare list, oldest first; undefined while loading. */
export const useSavedList = (list: SavedList) => useSharedLiveQuery(lists[list]);

export const useSavedCount = (list: SavedList): number =>
  useSharedLiveQuery(lists[list], (saved) => saved?.length ?? 0);

export const useIsSaved = (list: SavedList, articleId: number): boolean =>
  useSharedLiveQuery(lists[list], (saved) => saved?.some((s) => s.articleId === articleId) ?? false);
