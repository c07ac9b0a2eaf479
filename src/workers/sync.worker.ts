// The sync worker: drains the outbox off the main thread (docs/offline.md), on request, when the page
// comes back online (what waited on the network goes at once; the page's `online` event is the one listened to,
// so a reconnect drains once), and when the earliest backoff ends. Offline it just reschedules; nothing is lost.
import { expose } from 'comlink';
import { createOutboxSender } from '../api/outbox-send';
import { db } from '../db/db';
import { rememberLanguage } from '../db/language';
import { pendingCount } from '../db/outbox';
import { isLocale } from '../domain/locale';
import { refreshCatalogCopiesNow } from './catalog-refresh';
import { drainAfterReconnect, drainOutbox } from './drain';
import { createDrainScheduler } from './drain-scheduler';

let language = 'no';
const send = createOutboxSender(() => language);
const scheduler = createDrainScheduler(() => drainOutbox({ db, send }));

const api = {
  /** Drains now (or right after the running drain); null when the drain itself failed. */
  drain: () => scheduler.request(),
  /** Called by the page when it comes back online (sync.bridge.ts). */
  reconnected: () => drainAfterReconnect(db, scheduler),
  pendingCount: () => pendingCount(db),
  /** Fresh copies of the category tree and brands in IndexedDB, read and stored here, off the main thread. */
  refreshCatalog: (locale: string) =>
    isLocale(locale) ? refreshCatalogCopiesNow(db, locale) : Promise.resolve(false),
  setLanguage: (locale: string) => {
    language = locale;
    // Kept for the service worker, which drains without a page when Background Sync wakes it.
    if (isLocale(locale)) void rememberLanguage(db, locale);
  },
};

export type SyncWorkerApi = typeof api;

expose(api);
