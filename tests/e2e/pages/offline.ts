import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls this page (a reload hands the page to it). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * Whether the app has made its IndexedDB database yet. A page drawn by the server shows its products before the
 * app has run: opening the database from a test then would make an empty one, and an open connection would hold
 * up the app's own upgrade.
 */
export const appDatabaseExists = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).some((database) => database.name === 'bildeler'));

/** Top-level items of the category tree kept in IndexedDB for `lang` (0 when none yet). */
export const savedCategoryCount = async (page: Page, lang: string) =>
  !(await appDatabaseExists(page))
    ? 0
    : page.evaluate(
        (l) =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('bildeler');
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              const done = (count: number) => {
                db.close();
                resolve(count);
              };
              if (!db.objectStoreNames.contains('categories')) return done(0);
              const get = db.transaction('categories').objectStore('categories').get(l);
              get.onsuccess = () => done(get.result?.items?.length ?? 0);
              get.onerror = () => done(0);
            };
          }),
        lang,
      );

/** Products kept in IndexedDB as seen (0 when the database is not there yet). */
export const seenProductCount = async (page: Page) =>
  !(await appDatabaseExists(page))
    ? 0
    : page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('bildeler');
            open.onerror = () => resolve(0);
            open.onsuccess = () => {
              const db = open.result;
              const done = (count: number) => {
                db.close();
                resolve(count);
              };
              if (!db.objectStoreNames.contains('products')) return done(0);
              const count = db.transaction('products').objectStore('products').count();
              count.onsuccess = () => done(count.result);
              count.onerror = () => done(0);
            };
          }),
      );
