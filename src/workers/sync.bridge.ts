// The main thread's handle on the sync worker: starts it, asks it to drain after every enqueue and when the
// window comes online. Without module workers the same drain runs here; Background Sync is a bonus wake-up.
import { wrap } from 'comlink';
import type { Locale } from '../domain/locale';
import type { DrainSummary } from './drain';
import type { SyncWorkerApi } from './sync.worker';

export type SyncHandle = {
  /** Call after every enqueue; resolves when the drain it joined has finished (null if it failed). */
  requestDrain(): Promise<DrainSummary | null>;
  /** Back online: entries that waited on the network are sent at once. */
  reconnected(): Promise<DrainSummary | null>;
  pendingCount(): Promise<number>;
  /** Refreshes the category tree and brands kept in IndexedDB (true when both were stored). */
  refreshCatalog(locale: Locale): Promise<boolean>;
};

let handle: SyncHandle | null = null;

export function startSync({ language = 'no' }: { language?: string } = {}): SyncHandle {
  if (handle) return handle;
  const inner = typeof Worker === 'undefined' ? startOnMainThread(language) : startWorker(language);
  const sync: SyncHandle = {
    // A Background Sync tag fires once; registering it with each write lets the SW finish if the tab closes.
    requestDrain: () => {
      void registerBackgroundSync();
      return inner.requestDrain();
    },
    reconnected: inner.reconnected,
    pendingCount: inner.pendingCount,
    refreshCatalog: inner.refreshCatalog,
  };
  handle = sync;
  window.addEventListener('online', () => void sync.reconnected());
  void sync.requestDrain();
  return sync;
}

function startWorker(language: string): SyncHandle {
  const worker = wrap<SyncWorkerApi>(
    new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module' }),
  );
  void worker.setLanguage(language);
  return {
    requestDrain: () => worker.drain(),
    reconnected: () => worker.reconnected(),
    pendingCount: () => worker.pendingCount(),
    refreshCatalog: (locale) => worker.refreshCatalog(locale),
  };
}

function startOnMainThread(language: string): SyncHandle {
  // Loaded lazily: only browsers without workers pay for the drain code on the main thread.
  const ready = Promise.all([
    import('./drain'),
    import('./drain-scheduler'),
    import('../api/outbox-send'),
    import('../db/db'),
    import('../db/outbox'),
  ]).then(([drain, { createDrainScheduler }, { createOutboxSender }, { db }, outbox]) => {
    const send = createOutboxSender(() => language);
    const scheduler = createDrainScheduler(() => drain.drainOutbox({ db, send }));
    return { scheduler, db, outbox, drainAfterReconnect: drain.drainAfterReconnect };
  });
  return {
    requestDrain: async () => (await ready).scheduler.request(),
    reconnected: async () => {
      const { db, scheduler, drainAfterReconnect } = await ready;
      return drainAfterReconnect(db, scheduler);
    },
    pendingCount: async () => {
      const { db, outbox } = await ready;
      return outbox.pendingCount(db);
    },
    refreshCatalog: async (locale) => {
      const [{ db }, { refreshCatalogCopiesNow }] = await Promise.all([ready, import('./catalog-refresh')]);
      return refreshCatalogCopiesNow(db, locale);
    },
  };
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

async function registerBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return;
  try {
    const registration: SyncRegistration = await navigator.serviceWorker.ready;
    await registration.sync?.register('outbox');
  } catch (error) {
    // Only an extra wake-up: without it the worker still drains while the app is open.
    console.warn('Background Sync not registered', error);
  }
}
