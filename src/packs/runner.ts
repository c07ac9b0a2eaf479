// Runs the packs' downloads one after the other, in one tab at a time (the Web Lock `packs`), whenever asked:
// after a user's action, at start, when the page comes online, and after the wait a failure asked for. Stale packs
// (older than 7 days) get their refresh asked for here, when online.
import type { AppDB } from '../db/schema';
import { type DownloadDeps, runPack } from './download';
import { packsWithWork, refreshStalePacks } from './packs';

export type RunnerDeps = DownloadDeps & {
  online: () => boolean;
  /** Before a pack's first page: the category tree of its language (best effort). */
  beforeFirstPage?: (lang: 'no' | 'en' | 'ar') => Promise<unknown>;
  /** Runs `work` holding the lock, or returns false at once when another tab holds it. */
  withLock?: (work: () => Promise<void>) => Promise<boolean>;
  setTimer?: (run: () => void, ms: number) => void;
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

export function createPackRunner(db: AppDB, deps: RunnerDeps) {
  const withLock = deps.withLock ?? webLock;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let running: Promise<void> | null = null;
  let again = false;
  let timer = false;

  const later = (ms: number) => {
    if (timer) return;
    timer = true;
    setTimer(() => {
      timer = false;
      void kick();
    }, ms);
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

  const loop = async () => {
    do {
      again = false;
      if (!(await withLock(work))) later(lockRetryMs);
    } while (again);
  };

  /** Runs now, or once more right after the run going on; resolves when done. */
  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
  return { kick };
}
