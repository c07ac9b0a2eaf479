// One Dexie live query read by many components: it runs once, not once per component (a list page has two
// saved-state buttons on each of its 32 cards). Subscribed while anyone reads it; when the last reader goes,
// the query stops and its answer is forgotten, so the next reader starts from a fresh read.
// React reads it through useSharedLiveQuery (src/app/use-shared-live-query.ts).
import { liveQuery, type Subscription } from 'dexie';

export type SharedLiveQuery<T> = {
  subscribe: (listener: () => void) => () => void;
  /** The last answer; undefined until the first one (or after a failed read). */
  current: () => T | undefined;
};

export function sharedLiveQuery<T>(query: () => Promise<T>): SharedLiveQuery<T> {
  let value: T | undefined;
  let subscription: Subscription | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= liveQuery(query).subscribe({
        next: (next) => {
          value = next;
          notify();
        },
        // A database that cannot be read reads as "nothing yet"; the query runs again on the next change.
        error: () => {
          value = undefined;
          notify();
        },
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = null;
        value = undefined;
      };
    },
    current: () => value,
  };
}
