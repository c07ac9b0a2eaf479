import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { type SearchPage, searchPath, searchProducts, seededSearchPage } from '../../api/search';
import { rememberProducts } from '../../db/catalog';
import { searchSeenProducts, warmDeviceSearch } from '../../db/product-search';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { useRemote } from '../../lib/use-remote';

type SearchResults = SearchPage & { source: 'server' | 'device' };

/**
 * A page of search results from the server, or — when it cannot be reached and the service worker has no copy —
 * from the products kept on this device (the offline parts packs' first, each item's `pack` naming its pack and
 * date; then the products seen), marked so the page can say the results are limited. Coming back
 * online asks the server again. `text` empty: nothing is asked.
 */
export function useSearchResults(text: string, page: number) {
  const { locale } = useLanguage();
  const online = useOnline();
  const db = useDatabase();
  const key = text ? `${searchPath(locale, text, page)}#${online ? 'online' : 'offline'}` : null;
  // Offline, the device's index is read while the user types, so the first search does not wait for it.
  useEffect(() => {
    if (!online) void warmDeviceSearch(db);
  }, [db, online]);
  return useRemote<SearchResults>(
    key,
    async () => {
      try {
        return { ...(await searchProducts(locale, text, page)), source: 'server' };
      } catch (error) {
        if (!(error instanceof ApiError && error.isNetwork)) throw error;
        return { ...(await searchSeenProducts(db, text, page)), source: 'device' };
      }
    },
    {
      // The results the server drew the page with (a first visit).
      seeded: (seed) => {
        const found = seededSearchPage(seed, locale, text, page);
        return found && { ...found, source: 'server' };
      },
      keep: (found) => {
        if (found.source === 'server') void rememberProducts(db, found.items).catch(() => undefined);
      },
    },
  );
}
