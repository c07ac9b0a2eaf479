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
  page.evaluate(
    (l) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('categories')) return resolve(0);
          const get = db.transaction('categories').objectStore('categories').get(l);
          get.onsuccess = () => resolve(get.result?.items?.length ?? 0);
          get.onerror = () => resolve(0);
        };
      }),
    lang,
  );
