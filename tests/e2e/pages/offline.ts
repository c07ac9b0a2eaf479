import { expect, type Page } from '@playwright/test';
import { serviceWorkerDelayMs } from '../../../src/first-visit/names';

/** Waits until the service worker is active and controls this page (a reload hands the page to it). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * A page the server drew and the visitor only looks at installs the service worker once it has stayed settled a
 * while after load (`serviceWorkerDelayMs`, then the browser's next idle moment: src/first-visit/hand-over.ts). The
 * test lets that while pass at once instead of waiting it out: it calls `page.clock.install()` before the visit, and
 * this when the page is shown. Resolves when the worker is active.
 */
export async function leftSettledUntilInstalled(page: Page) {
  await page.clock.fastForward(serviceWorkerDelayMs);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');
}

/**
 * Whether the app has made its IndexedDB database yet. A page drawn by the server shows its products before the
 * app has run: opening the database from a test then would make an empty one, and an open connection would hold
 * up the app's own upgrade.
 */
export const appDatabaseExists = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((database) => database.name === 'bildeler'));

/**
 * One read of the app's IndexedDB, in the page: the record under `key` in `store`, or the number of records when
 * no key is given; null while the database or the store is not there yet (never creating it, see above).
 */
async function readAppStore(page: Page, store: string, key?: string): Promise<unknown> {
  if (!(await appDatabaseExists(page))) return null;
  return page.evaluate(
    (read) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const done = (value: unknown) => {
            db.close();
            resolve(value);
          };
          if (!db.objectStoreNames.contains(read.store)) return done(null);
          const objects = db.transaction(read.store).objectStore(read.store);
          const request = read.key === undefined ? objects.count() : objects.get(read.key);
          request.onsuccess = () => done(request.result ?? null);
          request.onerror = () => done(null);
        };
      }),
    { store, key },
  );
}

/** Top-level items of the category tree kept in IndexedDB for `lang` (0 when none yet). */
export const savedCategoryCount = async (page: Page, lang: string) =>
  ((await readAppStore(page, 'categories', lang)) as { items?: unknown[] } | null)?.items?.length ?? 0;

/** Products kept in IndexedDB as seen (0 when the database is not there yet). */
export const seenProductCount = async (page: Page) => Number((await readAppStore(page, 'products')) ?? 0);

/**
 * For a test that checks nothing reaches the server while the browser is offline: Playwright's offline emulation
 * reaches the pages and the service worker it has attached, but Chrome still fires Background Sync on the real
 * network, and a service worker woken for it may send before the emulation reaches it. Real devices have no such
 * gap, so the page is given no Background Sync (the app then drains from its worker alone).
 */
export const withoutBackgroundSync = (page: Page) =>
  page.addInitScript(() => {
    Reflect.deleteProperty(window, 'SyncManager');
  });
