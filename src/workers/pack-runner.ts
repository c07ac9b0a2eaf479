// Runs the packs' downloads one after the other, in one tab at a time (the Web Lock `packs`), whenever asked:
// after a user's action, at start, when the page comes online, and after the wait a failure asked for. Stale packs
// (older than 7 days) get their refresh asked for here, when online.

import { packsWithWork, refreshStalePacks } from '../db/packs';
import type { AppDB } from '../db/schema';
import { createDrainScheduler, type SchedulerClock } from './drain-scheduler';
import { type DownloadDeps, runPack } from './pack-download';

export type RunnerDeps = DownloadDeps & {
  online: () => boolean;
  /** Before a pack's first page: the category tree of its language (best effort). */
  beforeFirstPage?: (lang: 'no' | 'en' | 'ar') => Promise<unknown>;
  /** Runs `work` holding the lock, or returns false at once when another tab holds it. */
  withLock?: (work: () => Promise<void>) => Promise<boolean>;
  /** The scheduler's clock and timer (tests). */
  clock?: SchedulerClock;
};

/** A network failure is tried again after this long (or at once when the page comes online). */
export const networkRetryMs = 15_000;
/** Another tab is downloading: this one looks again after this long, in case that tab closes. */
export const lockRetryMs = 30_000;

const webLock = async (work: () => Promise<void>) => {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await work();
    return true;
  }
  return navigator.locks.request('packs', { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
};

/**
 * The runs are scheduled as the outbox's drains are (drain-scheduler.ts): one at a time, one more when asked during
 * a run, and one timer for the earliest wait a run asked for.
 */
export function createPackRunner(db: AppDB, deps: RunnerDeps) {
  const withLock = deps.withLock ?? webLock;
  const now = deps.clock?.now ?? Date.now;

  const run = async () => {
    let nextAt: number | null = null;
    const later = (ms: number) => {
      nextAt = Math.min(nextAt ?? Number.POSITIVE_INFINITY, now() + ms);
    };
    const work = async () => {
      if (deps.online()) await refreshStalePacks(db);
      for (const pack of await packsWithWork(db)) {
        if (pack.state === 'downloading' && pack.chunks === 0)
          await deps.beforeFirstPage?.(pack.lang).catch(() => {});
        const result = await runPack(db, pack.carId, deps);
        // Without a network the other packs cannot go on either.
        if (result.outcome === 'network') return later(networkRetryMs);
        if (result.outcome === 'wait') later(result.retryAfterMs);
      }
    };
    if (!(await withLock(work))) later(lockRetryMs);
    return { busy: false, nextAt };
  };

  const scheduler = createDrainScheduler(run, deps.clock, 'Offline parts pack');
  /** Runs now, or once more right after the run going on; resolves when done. */
  return { kick: () => scheduler.request().then(() => undefined) };
}
