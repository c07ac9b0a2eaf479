import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls this page (a reload hands the page to it). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** Top-level items of the category tree kept in IndexedDB for `lang` (0 when none yet). */
export const savedCategoryCount = (page: Page, lang: string) =>
  page.evaluate(async (l) => {
    // Not before the app has made its database: opening it here would make an empty one (see countProducts).
    if (!(await indexedDB.databases()).some((database) => database.name === 'bildeler')) return 0;
    return new Promise<number>((resolve) => {
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
    });
  }, lang);
