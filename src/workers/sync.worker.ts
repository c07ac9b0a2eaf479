// The sync worker: drains the outbox off the main thread (ARCHITECTURE rules 2–3), on request, when the
// worker comes back online, and when the earliest backoff ends. Offline it just reschedules; nothing is lost.
import { expose } from 'comlink';
import { createOutboxSender } from '../api/outbox-send';
import { db } from '../db/db';
import { rememberLanguage } from '../db/language';
import { pendingCount } from '../db/outbox';
import { isLocale } from '../domain/locale';
import { drainOutbox } from './drain';
import { createDrainScheduler } from './drain-scheduler';

let language = 'no';
const send = createOutboxSender(() => language);
const scheduler = createDrainScheduler(() => drainOutbox({ db, send }));

const api = {
  /** Drains now (or right after the running drain); null when the drain itself failed. */
  drain: () => scheduler.request(),
  pendingCount: () => pendingCount(db),
  setLanguage: (locale: string) => {
    language = locale;
    // Kept for the service worker, which drains without a page when Background Sync wakes it.
    if (isLocale(locale)) void rememberLanguage(db, locale);
  },
};

export type SyncWorkerApi = typeof api;

self.addEventListener('online', () => void scheduler.request());
expose(api);
