import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { seededCategoryTree } from '../../api/catalog';
import { readCategoryTree } from '../../db/catalog';
import type { CategoryItem } from '../../domain/catalog';
import { useDatabase } from '../../lib/database';
import { usePageSeed } from '../../lib/page-seed';
import { useLanguage } from '../../lib/use-language';
import { refreshCatalogCopiesNow } from '../../workers/catalog-refresh';

export type CategoryTree =
  | { state: 'loading'; items: [] }
  | { state: 'ready'; items: CategoryItem[] }
  /** Nothing kept on this device and the server could not be reached: say so instead of spinning. */
  | { state: 'unavailable'; items: [] };

/**
 * The category tree of the active language from IndexedDB. When this device has no copy yet it asks for one
 * (once, and again when the network returns) and reports `unavailable` if that fails.
 */
export function useCategoryTree(): CategoryTree {
  const { locale } = useLanguage();
  const db = useDatabase();
  const items = useLiveQuery(() => readCategoryTree(db, locale), [db, locale]);
  // The tree the server rendered the page with stands in until this device has its own copy.
  const seed = usePageSeed();
  const [seeded] = useState(() => ({ locale, items: seededCategoryTree(seed, locale) ?? [] }));
  const empty = items !== undefined && items.length === 0;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!empty) return;
    let current = true;
    const refresh = () =>
      refreshCatalogCopiesNow(db, locale)
        .then(async (ok) => ok && (await readCategoryTree(db, locale)).length > 0)
        .then((ok) => {
          if (current) setFailed(!ok);
        });
    void refresh();
    window.addEventListener('online', refresh);
    return () => {
      current = false;
      window.removeEventListener('online', refresh);
    };
  }, [db, empty, locale]);

  if (items && items.length > 0) return { state: 'ready', items };
  if (seeded.locale === locale && seeded.items.length > 0) return { state: 'ready', items: seeded.items };
  return { state: failed ? 'unavailable' : 'loading', items: [] };
}
