// The catalogue's answer cache: an in-process LRU that is only a cache (ARCHITECTURE rule 9). Every change to the
// catalogue raises the version kept in `cache_versions` ('catalogue') in its own transaction and notes in
// `catalogue_changes` what it changed as tags: an order's stock reservation its articles, a price change its article
// and every product list, a featured flag everything. Every
// call reads the version with a read that STARTED after the call was made; when it moved, the changes since are read
// and the answers with those tags are forgotten (or everything) — so no process answers from before a change
// that committed before the call, and an order does not empty the cache. A failed version read fails the call like a
// failed catalogue read would. On PGlite (one process owns the database by construction) the raise also notifies,
// and the notification reaches this process's caches before the commit's caller resumes (PGlite queues it while
// the COMMIT runs, its payload the changed tags), so they forget at once without a read per call. Memory: at most `maxBytes` of answers, each
// counted by its JSON text (kept with it).
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { cacheVersions, catalogueChanges } from '../../db/schema';
import { keepJsonText } from '../../lib/json-cache';

export const CATALOGUE_VERSION = 'catalogue';
/** The channel a raise notifies on (followed on PGlite; harmless on PostgreSQL). */
const CHANGE_CHANNEL = 'catalogue_changed';

/** The tag of the answers holding an article: a change of its stock (or price) forgets them. */
export const articleTag = (articleId: number) => `a:${articleId}`;
/** The tag of every product list: a price change forgets them (their facets count prices and offers). */
export const LISTS = 'lists';

/** How many changes the database keeps for caches that are behind (a cache further behind forgets everything). */
const KEPT_CHANGES = 1000;

/** What an entry costs besides its JSON text: the key, the LRU's and the maps' bookkeeping (an estimate). */
const ENTRY_OVERHEAD = 200;

export type AnswerCacheOptions = {
  /** false → every call reads the database. */
  enabled?: boolean;
  /** The bound of the kept answers' JSON text, in bytes (default 64 MB). */
  maxBytes?: number;
  /**
   * How the version is read (default readCatalogueVersion; tests hold a read back to order it against a commit).
   * Given, the cache follows the version by reads also on PGlite.
   */
  readVersion?: (db: Db) => Promise<number>;
};

export type AnswerCacheStats = {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
  maxBytes: number;
  versionReads: number;
};

const versionQuery = (db: Db) =>
  db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, sql.placeholder('name')))
    .prepare('catalogue_version');

// Built once per database: the query builder cost more than the read itself (≈ 0.5 ms against ≈ 0.15 ms).
const versionQueries = new WeakMap<Db, ReturnType<typeof versionQuery>>();

/** The catalogue's version as the database has it (0 before the first change). */
export async function readCatalogueVersion(db: Db): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = versionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute({ name: CATALOGUE_VERSION });
  return row?.version ?? 0;
}

/**
 * Raises the version; call it in the transaction that changes the catalogue, so both are seen together. With
 * `tags` (articleTag, LISTS) caches forget only the answers with those tags; without, everything.
 */
export async function raiseCatalogueVersion(
  db: Pick<Db, 'insert' | 'execute' | 'delete'>,
  tags?: readonly string[],
): Promise<number> {
  // The row lock of this update is held until commit, so versions commit in order: a reader that sees n has seen
  // every change up to n.
  const [row] = await db
    .insert(cacheVersions)
    .values({ name: CATALOGUE_VERSION, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
    .returning({ version: cacheVersions.version });
  const version = row?.version ?? 0;
  await db.insert(catalogueChanges).values({ version, tags: tags ? [...tags] : null });
  if (version % KEPT_CHANGES === 0) {
    await db.delete(catalogueChanges).where(lte(catalogueChanges.version, version - KEPT_CHANGES));
  }
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${tags ? tags.join(',') : ''})`);
  return version;
}

/** The tags changed after `from` up to `to`; null when any change may touch every answer or is no longer kept. */
async function changedTags(db: Db, from: number, to: number): Promise<string[] | null> {
  const rows = await db
    .select({ tags: catalogueChanges.tags })
    .from(catalogueChanges)
    .where(and(gt(catalogueChanges.version, from), lte(catalogueChanges.version, to)))
    .orderBy(asc(catalogueChanges.version));
  if (rows.length !== to - from || rows.some((row) => row.tags === null)) return null;
  return rows.flatMap((row) => row.tags ?? []);
}

/**
 * Version reads shared without ever answering a call with a read that began before it: at most one read in
 * flight and one waiting to start. A call joins the waiting read (it starts after the call) or, when none is
 * in flight, opens one that starts at the end of this tick (so calls made together, like a product and its
 * fit, share it); a call made while a read is in flight waits for the next one.
 */
function versionReader(read: () => Promise<number>, onRead: () => void) {
  let inFlight: Promise<unknown> | null = null;
  let waiting: Promise<number> | null = null;

  const start = () => {
    waiting = null;
    onRead();
    const reading = read();
    const settled = reading.then(
      () => {},
      () => {},
    );
    inFlight = settled;
    void settled.then(() => {
      if (inFlight === settled) inFlight = null;
    });
    return reading;
  };

  return (): Promise<number> => {
    waiting ??= (inFlight ?? Promise.resolve()).then(start);
    return waiting;
  };
}

export function createAnswerCache(db: Db, options: AnswerCacheOptions = {}) {
  const enabled = options.enabled ?? true;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  // The keys of the kept answers by tag (articleTag of each product an answer holds, LISTS for product lists).
  const byTag = new Map<string, Set<string>>();
  const cache = new LRUCache<string, { value: unknown; text: string; tags: readonly string[] }>({
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
  const stats = { hits: 0, misses: 0, versionReads: 0 };
  let known: number | null = null;
  // Raised whenever the cache is emptied: a load that began before is answered but not kept.
  let generation = 0;
  // Loads under way by key, each with the tags changed since it began: a call for the same key waits for it instead
  // of loading again only while nothing has changed since (the load may have read from before the change).
  type Loading = { generation: number; answer: Promise<unknown>; changed: Set<string> };
  const loading = new Map<string, Loading>();
  // Every load under way, also one a newer load of its key has replaced in `loading`: all must hear of changes.
  const underway = new Set<Loading>();

  const drop = (version: number) => {
    cache.clear();
    byTag.clear();
    loading.clear();
    generation += 1;
    known = version;
  };

  /** Forgets the answers with these tags; a load under way whose answer holds one is answered but not kept. */
  const forget = (tags: readonly string[]) => {
    for (const tag of tags) {
      for (const key of [...(byTag.get(tag) ?? [])]) cache.delete(key);
    }
    for (const entry of underway) for (const tag of tags) entry.changed.add(tag);
  };

  // Catching up from the known version to a newer one: the changes between are read once, in order.
  let catchingUp: Promise<void> = Promise.resolve();
  const follow = (version: number) => {
    catchingUp = catchingUp.then(async () => {
      if (known !== null && version <= known) return;
      const from = known;
      const tags = from === null ? null : await changedTags(db, from, version);
      if (tags === null) drop(version);
      else {
        forget(tags);
        known = version;
      }
    });
    return catchingUp;
  };

  // PGlite: once LISTEN is in place, every later commit that raises the version notifies before its caller
  // resumes; what was kept before that moment may predate a change, so it goes.
  let notified = false;
  const client = (db as unknown as { $client?: unknown }).$client;
  const ready =
    enabled && !options.readVersion && client instanceof PGlite
      ? client
          .listen(CHANGE_CHANNEL, (payload) => (payload ? forget(payload.split(',')) : drop(known ?? 0)))
          .then(
            () => {
              drop(known ?? 0);
              notified = true;
            },
            () => {},
          )
      : Promise.resolve();

  const currentVersion = versionReader(
    () => (options.readVersion ?? readCatalogueVersion)(db),
    () => {
      stats.versionReads += 1;
    },
  );

  const lookup = <T>(
    key: string,
    load: () => Promise<T>,
    tagsOf: (value: T) => readonly string[],
  ): Promise<T> => {
    const hit = cache.get(key);
    const running = loading.get(key);
    if (hit || (running?.generation === generation && running.changed.size === 0)) {
      stats.hits += 1;
      return hit ? Promise.resolve(hit.value as T) : (running?.answer as Promise<T>);
    }
    stats.misses += 1;
    const startedIn = generation;
    const changed = new Set<string>();
    const answer = load().then((value) => {
      const tags = startedIn === generation ? tagsOf(value) : [];
      // An answer holding nothing changed since its load began is as current as one loaded now.
      if (startedIn === generation && !tags.some((tag) => changed.has(tag))) {
        // undefined has no JSON text; kept as the empty text (JSON.stringify would answer undefined).
        const text = JSON.stringify(value) ?? '';
        cache.set(key, { value, text, tags });
        for (const tag of tags) {
          const keys = byTag.get(tag) ?? new Set<string>();
          keys.add(key);
          byTag.set(tag, keys);
        }
        keepJsonText(value, text);
      }
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
  };

  return {
    /**
     * The answer kept under `key` if the catalogue has not changed since it was kept, else `load()`'s (kept).
     * `tagsOf`: the answer's tags (articleTag of each article it holds, LISTS for a product list), so that a change
     * with one of them forgets it.
     */
    get: <T>(
      key: string,
      load: () => Promise<T>,
      tagsOf: (value: T) => readonly string[] = () => [],
    ): Promise<T> => {
      if (!enabled) {
        stats.misses += 1;
        return load();
      }
      if (notified) return lookup(key, load, tagsOf);
      return currentVersion().then(async (version) => {
        if (version !== known) await follow(version);
        return lookup(key, load, tagsOf);
      });
    },
    /**
     * This process made the change that raised the version to `version`: forget at once what it touched (the answers
     * with `tags`, or everything); the version itself is followed by the next read.
     */
    changed: (version: number, tags?: readonly string[]) => {
      if (!enabled) return;
      if (tags) forget(tags);
      else drop(version);
    },
    /** Settles when the cache follows changes as it will from now on (by notifications on PGlite, else by reads). */
    ready: () => ready,
    /** How changes made elsewhere reach this cache now. */
    follows: (): 'notifications' | 'version reads' => (notified ? 'notifications' : 'version reads'),
    /** Counters since start and the memory held now (JSON text plus an estimate per entry). */
    stats: (): AnswerCacheStats => ({
      hits: stats.hits,
      misses: stats.misses,
      entries: enabled ? cache.size : 0,
      bytes: enabled ? cache.calculatedSize : 0,
      maxBytes: enabled ? maxBytes : 0,
      versionReads: stats.versionReads,
    }),
  };
}
