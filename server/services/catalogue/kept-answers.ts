// The answers a cache keeps: an LRU bounded by the bytes of their JSON text, indexed by tag so that a change forgets
// only the answers holding what it changed. In process memory only; losing it costs reads, never correctness.
import { LRUCache } from 'lru-cache';
import { keepJsonText } from '../../lib/json-cache';

/** What an entry costs besides its JSON text: the key, the LRU's and the maps' bookkeeping (an estimate). */
const ENTRY_OVERHEAD = 200;

type Entry = { value: unknown; text: string; tags: readonly string[] };

export type KeptAnswers = ReturnType<typeof createKeptAnswers>;

export function createKeptAnswers(maxBytes: number) {
  // The keys of the kept answers by tag (articleTag of each product an answer holds, LISTS for product lists).
  const byTag = new Map<string, Set<string>>();
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.text.length + key.length + ENTRY_OVERHEAD + 16 * entry.tags.length,
    ttl: 15 * 60_000,
    dispose: (entry, key) => {
      for (const tag of entry.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });

  return {
    get: (key: string): Entry | undefined => cache.get(key),
    keep: (key: string, value: unknown, tags: readonly string[]) => {
      // undefined has no JSON text; kept as the empty text (JSON.stringify would answer undefined).
      const text = JSON.stringify(value) ?? '';
      cache.set(key, { value, text, tags });
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set<string>();
        keys.add(key);
        byTag.set(tag, keys);
      }
      keepJsonText(value, text);
    },
    /** Forgets the answers with any of these tags. */
    forget: (tags: readonly string[]) => {
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) cache.delete(key);
      }
    },
    clear: () => {
      cache.clear();
      byTag.clear();
    },
    entries: () => cache.size,
    bytes: () => cache.calculatedSize,
  };
}
