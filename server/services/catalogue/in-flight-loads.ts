// Loads under way by key: a call for a key being loaded waits for that load instead of loading again, but only while
// nothing it may hold has changed since it began; a load that began before such a change is answered but not kept.
import type { KeptAnswers } from './kept-answers';

type Loading = { generation: number; answer: Promise<unknown>; changed: Set<string> };

export type LoadCounts = { hits: number; misses: number };

export function createInFlightLoads(kept: KeptAnswers, counts: LoadCounts) {
  // Raised whenever the cache is emptied: a load that began before is answered but not kept.
  let generation = 0;
  // Each load with the tags changed since it began (a call joins it only while that set is empty).
  const loading = new Map<string, Loading>();
  // Every load under way, also one a newer load of its key has replaced in `loading`: all must hear of changes.
  const underway = new Set<Loading>();

  return {
    /** The kept answer, the load under way, or a new load (kept when it ends if nothing it holds changed meanwhile). */
    lookup: <T>(key: string, load: () => Promise<T>, tagsOf: (value: T) => readonly string[]): Promise<T> => {
      const hit = kept.get(key);
      const running = loading.get(key);
      if (hit || (running?.generation === generation && running.changed.size === 0)) {
        counts.hits += 1;
        return hit ? Promise.resolve(hit.value as T) : (running?.answer as Promise<T>);
      }
      counts.misses += 1;
      const startedIn = generation;
      const changed = new Set<string>();
      const answer = load().then((value) => {
        const tags = startedIn === generation ? tagsOf(value) : [];
        // An answer holding nothing changed since its load began is as current as one loaded now.
        if (startedIn === generation && !tags.some((tag) => changed.has(tag))) kept.keep(key, value, tags);
        return value;
      });
      const entry: Loading = { generation: startedIn, answer, changed };
      loading.set(key, entry);
      underway.add(entry);
      const done = () => {
        underway.delete(entry);
        if (loading.get(key) === entry) loading.delete(key);
      };
      answer.then(done, done);
      return answer;
    },
    /** These tags changed: a load under way whose answer holds one is answered but not kept, nor joined. */
    changed: (tags: readonly string[]) => {
      for (const entry of underway) for (const tag of tags) entry.changed.add(tag);
    },
    /** Everything changed: no load under way is joined or kept. */
    restart: () => {
      loading.clear();
      generation += 1;
    },
  };
}
