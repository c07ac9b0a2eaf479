// The sync worker: drains the outbox off the main thread (ARCHITECTURE rules 2–3), on request, when the
// worker comes back online (what waited on the network goes at once), and when the earliest backoff ends. Offline it just reschedules; nothing is lost.
import { expose } from 'comlink';
import { createOutboxSender } from '../api/outbox-send';
import { db } from '../db/db';
import { rememberLanguage } from '../db/language';
import { pendingCount, releaseNetworkWaits } from '../db/outbox';
import { isLocale } from '../domain/locale';
import { drainOutbox } from './drain';
import { createDrainScheduler } from './drain-scheduler';

let language = 'no';
const send = createOutboxSender(() => language);
const scheduler = createDrainScheduler(() => drainOutbox({ db, send }));

/** Back online: what waited on the network goes now, not when its backoff ends. */
const reconnected = async () => {
  await releaseNetworkWaits(db);
  return scheduler.request();
};

const api = {
  /** Drains now (or right after the running drain); null when the drain itself failed. */
  drain: () => scheduler.request(),
  reconnected,
  pendingCount: () => pendingCount(db),
  setLanguage: (locale: string) => {
    language = locale;
    // Kept for the service worker, which drains without a page when Background Sync wakes it.
    if (isLocale(locale)) void rememberLanguage(db, locale);
  },
};

export type SyncWorkerApi = typeof api;

self.addEventListener('online', () => void reconnected());
expose(api);
