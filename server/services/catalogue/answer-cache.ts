// The catalogue's answer cache: an in-process LRU that is only a cache. Every change to the
// catalogue raises its version in the database with what it changed as tags (catalogue-version.ts): an order's stock
// reservation its articles, a price change its article and every product list, a featured flag everything. Every
// call reads the version with a read that STARTED after the call was made (version-reads.ts); when it moved, the
// changes since are read and the answers with those tags are forgotten, or everything (follow-changes.ts) — so no
// process answers from before a change that committed before the call, and an order does not empty the cache. On
// PGlite (one process owns the database by construction) the cache follows notifications instead, without a read
// per call. Memory: at most `maxBytes` of answers, each counted by its JSON text (kept-answers.ts).
import { type Db, driverOf } from '../../db/client';
import { readCatalogueVersion } from './catalogue-version';
import { createVersionFollower, followNotifications } from './follow-changes';
import { createInFlightLoads } from './in-flight-loads';
import { createKeptAnswers } from './kept-answers';
import { sharedVersionReads } from './version-reads';

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

export function createAnswerCache(db: Db, options: AnswerCacheOptions = {}) {
  const enabled = options.enabled ?? true;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const counts = { hits: 0, misses: 0, versionReads: 0 };
  const kept = createKeptAnswers(maxBytes);
  const loads = createInFlightLoads(kept, counts);
  const versions = createVersionFollower(db, {
    tags: (tags) => {
      kept.forget(tags);
      loads.changed(tags);
    },
    all: () => {
      kept.clear();
      loads.restart();
    },
  });
  // Notifications only where openDatabase says one process owns the database (PGlite).
  const driver = driverOf(db);
  const notifications =
    enabled && !options.readVersion && driver?.kind === 'pglite'
      ? followNotifications(driver.listen, versions)
      : null;
  const ready = notifications?.ready ?? Promise.resolve();
  const currentVersion = sharedVersionReads(
    () => (options.readVersion ?? readCatalogueVersion)(db),
    () => {
      counts.versionReads += 1;
    },
  );
  const notified = () => notifications?.notified() ?? false;

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
        counts.misses += 1;
        return load();
      }
      if (notified()) return loads.lookup(key, load, tagsOf);
      return currentVersion().then(async (version) => {
        if (version !== versions.known()) await versions.follow(version);
        return loads.lookup(key, load, tagsOf);
      });
    },
    /**
     * This process made the change that raised the version to `version`: forget at once what it touched (the answers
     * with `tags`, or everything); the version itself is followed by the next read.
     */
    changed: (version: number, tags?: readonly string[]) => {
      if (!enabled) return;
      if (tags) versions.forget(tags);
      else versions.drop(version);
    },
    /** Settles when the cache follows changes as it will from now on (by notifications on PGlite, else by reads). */
    ready: () => ready,
    /** How changes made elsewhere reach this cache now. */
    follows: (): 'notifications' | 'version reads' => (notified() ? 'notifications' : 'version reads'),
    /** Counters since start and the memory held now (JSON text plus an estimate per entry). */
    stats: (): AnswerCacheStats => ({
      hits: counts.hits,
      misses: counts.misses,
      entries: enabled ? kept.entries() : 0,
      bytes: enabled ? kept.bytes() : 0,
      maxBytes: enabled ? maxBytes : 0,
      versionReads: counts.versionReads,
    }),
  };
}
