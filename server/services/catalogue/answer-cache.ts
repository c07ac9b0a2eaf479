// The catalogue's answer cache: an in-process LRU that is only a cache (ARCHITECTURE rule 9). Every change to the
// catalogue raises the version kept in `cache_versions` ('catalogue'); each process reads that version at most once
// per `checkEveryMs` before answering from memory and drops everything when it moved. A failed version read fails
// the call like a failed catalogue read would; nothing stale is served for longer than one check interval.
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { cacheVersions } from '../../db/schema';

export const CATALOGUE_VERSION = 'catalogue';

export type AnswerCacheOptions = {
  /** false → every call reads the database. */
  enabled?: boolean;
  /** How long a version read is trusted (ms). */
  checkEveryMs?: number;
  /** The clock the interval is measured with (tests move it by hand). */
  now?: () => number;
};

/** The catalogue's version as the database has it (0 before the first change). */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, CATALOGUE_VERSION));
  return row?.version ?? 0;
}

/** Raises the version; call it in the transaction that changes the catalogue, so both are seen together. */
export async function raiseCatalogueVersion(db: Pick<Db, 'insert'>): Promise<number> {
  const [row] = await db
    .insert(cacheVersions)
    .values({ name: CATALOGUE_VERSION, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
    .returning({ version: cacheVersions.version });
  return row?.version ?? 0;
}

export function createAnswerCache(db: Db, options: AnswerCacheOptions = {}) {
  const enabled = options.enabled ?? true;
  const checkEveryMs = options.checkEveryMs ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, { value: unknown }>({ max: 20_000, ttl: 15 * 60_000 });
  let known: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  // Raised whenever the cache is emptied: a load that began before is answered but not kept.
  let generation = 0;

  const drop = (version: number) => {
    cache.clear();
    generation += 1;
    known = version;
  };

  const check = () => {
    checking ??= (async () => {
      const startedAt = now();
      try {
        const version = await readCatalogueVersion(db);
        if (version !== known) drop(version);
        checkedAt = startedAt;
      } finally {
        checking = null;
      }
    })();
    return checking;
  };

  const lookup = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    const startedIn = generation;
    return load().then((value) => {
      if (startedIn === generation) cache.set(key, { value });
      return value;
    });
  };

  return {
    /** The answer kept under `key`, or `load()`'s (then kept) — after the version check when one is due. */
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      if (!enabled) return load();
      if (now() - checkedAt >= checkEveryMs) return check().then(() => lookup(key, load));
      return lookup(key, load);
    },
    /** This process made the change that raised the version to `version`: forget everything at once. */
    changed: (version: number) => {
      drop(version);
      checkedAt = now();
    },
  };
}
