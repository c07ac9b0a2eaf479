// The service worker's cache of catalogue reads (stale-while-revalidate, src/sw/sw.ts), as the page may touch it:
// after an admin's change the answers it made stale are dropped, so the next read goes to the server instead of
// showing the kept copy once more. Without Cache Storage (or a service worker) there is nothing to drop.

export const catalogueCacheName = 'catalogue';

/** Deletes the kept answers whose URL `stale` picks; how many were dropped. */
export async function forgetCachedReads(
  stale: (url: URL) => boolean,
  storage: Pick<CacheStorage, 'open' | 'has'> | undefined = globalThis.caches,
): Promise<number> {
  if (!storage || !(await storage.has(catalogueCacheName))) return 0;
  const cache = await storage.open(catalogueCacheName);
  const requests = await cache.keys();
  const dropped = await Promise.all(
    requests.filter((request) => stale(new URL(request.url))).map((request) => cache.delete(request)),
  );
  return dropped.filter(Boolean).length;
}
