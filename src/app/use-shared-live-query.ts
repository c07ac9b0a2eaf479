import { useSyncExternalStore } from 'react';
import type { SharedLiveQuery } from '../db/shared-live-query';

/** The shared query's answer, or `select`ed part of it; a component re-renders only when that part changes. */
export function useSharedLiveQuery<T, R = T | undefined>(
  shared: SharedLiveQuery<T>,
  select: (value: T | undefined) => R = (value) => value as R,
): R {
  return useSyncExternalStore(
    shared.subscribe,
    () => select(shared.current()),
    () => select(undefined),
  );
}
