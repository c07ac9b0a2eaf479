// A signed-in page's copy on the device (orders, addresses) follows the server: when the page opens online (and
// whenever it comes back online) `refresh` reads the server and keeps the answer on the device; the page itself
// reads the device.
import { type DependencyList, useEffect, useState } from 'react';
import { useOnline } from './use-online';

/**
 * Whether the device's copy was just brought up to date: 'reading', 'fresh', 'stale' (offline, or the server could
 * not be reached), or 'missing' (the server answered 404: it has no such thing for this user).
 */
export type Freshness = 'reading' | 'fresh' | 'stale' | 'missing';

/** Runs `refresh` (null: nothing to read, e.g. signed out) online whenever `deps` change. */
export function useRefresh(refresh: (() => Promise<unknown>) | null, deps: DependencyList): Freshness {
  const online = useOnline();
  const [freshness, setFreshness] = useState<Freshness>(online ? 'reading' : 'stale');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` name what `refresh` reads
  useEffect(() => {
    if (!refresh || !online) {
      setFreshness('stale');
      return;
    }
    let live = true;
    setFreshness('reading');
    refresh().then(
      () => live && setFreshness('fresh'),
      (error: { status?: number }) => live && setFreshness(error?.status === 404 ? 'missing' : 'stale'),
    );
    return () => {
      live = false;
    };
  }, [online, refresh === null, ...deps]);
  return freshness;
}
