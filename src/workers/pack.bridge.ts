// The page's handle on the pack worker: started on first use (a pack saved, or kept from before), asked to run after
// every user action and whenever the page comes online. Without module workers the runner runs here.
import { wrap } from 'comlink';
import type { PackWorkerApi } from './pack.worker';

let run: (() => Promise<void>) | null = null;

function start(): () => Promise<void> {
  if (typeof Worker !== 'undefined') {
    const worker = wrap<PackWorkerApi>(
      new Worker(new URL('./pack.worker.ts', import.meta.url), { type: 'module' }),
    );
    return () => worker.run();
  }
  const runner = Promise.all([
    import('./pack-runner'),
    import('../db/db'),
    import('../api/packs'),
    import('../db/pack-search'),
  ]).then(([{ createPackRunner }, { db }, { fetchPackPage }, search]) =>
    createPackRunner(db, {
      fetchPage: (request) => fetchPackPage(request),
      chunkOf: search.searchChunkOf,
      finished: search.packStored,
      online: () => navigator.onLine,
    }),
  );
  return async () => (await runner).kick();
}

/** Asks the packs to go on (downloads, refreshes); starts the worker the first time. */
export function runPacks(): Promise<void> {
  if (!run) {
    run = start();
    window.addEventListener('online', () => void run?.());
  }
  return run();
}

/**
 * At start, only when the device keeps a pack (most devices never load this): the pack worker goes on with what
 * waits, and the device search reads the packs' index into memory, so the first search offline is as quick as the next.
 */
export async function resumePacksAtStart(): Promise<void> {
  const { db } = await import('../db/db');
  if ((await db.packs.count().catch(() => 0)) === 0) return;
  void import('../db/product-search').then(({ warmDeviceSearch }) => warmDeviceSearch(db));
  await runPacks();
}
