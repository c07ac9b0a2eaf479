// The pack worker: downloads and refreshes offline parts packs off the main thread (pack-runner.ts,
// pack-download.ts), so parsing and storing thousands of parts never holds up a tap. The page asks it to run
// (pack.bridge.ts); it reports nothing: the pages read the progress from IndexedDB.
import { expose } from 'comlink';
import { fetchPackPage } from '../api/packs';
import { db } from '../db/db';
import { packStored, searchChunkOf } from '../db/pack-search';
import { refreshCatalogCopiesNow } from './catalog-refresh';
import { createPackRunner } from './pack-runner';

const runner = createPackRunner(db, {
  fetchPage: (request) => fetchPackPage(request),
  chunkOf: searchChunkOf,
  finished: packStored,
  online: () => navigator.onLine,
  beforeFirstPage: (lang) => refreshCatalogCopiesNow(db, lang),
});

const api = {
  /** Runs every pack with work to do; resolves when all are done or wait. */
  run: () => runner.kick(),
};

export type PackWorkerApi = typeof api;

expose(api);
