// A first visit on which the app reads the page's data itself, before the service worker controls the page: the
// visitor's language is not the page's first (Arabic, English: the app reads everything again in it), or the visitor
// uses the page at once (Norwegian: the next page of the list). Those answers never pass through the worker, which
// controls a page only from the next navigation; the page hands it what it read (src/first-visit/hand-over.ts).
// Offline, a reload straight after opens the same page in the visitor's language, with the same products and their
// pictures — not "this page was not opened on this device".
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ProductPage } from './pages/product.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { visibleMessageIds } from './pages/texts';

const list = '/catalog/bremseklosser';
// Arabic stands for every language that is not the page's first (English takes the same path: the app reads the
// page's data again in it); Norwegian for the visitor who uses the page at once.
const locales: Locale[] = ['ar', 'no'];

/** Opens `path` as a visitor who chose `locale` earlier (stored from a static file of the shop's origin). */
async function firstVisit(page: Page, path: string, locale: Locale) {
  if (locale !== 'no') {
    await page.goto('/robots.txt');
    await page.evaluate((chosen) => localStorage.setItem('bildeler.locale', chosen), locale);
  }
  await page.goto(path);
  await expect(new ShopPage(page).heading()).toBeVisible();
  // In Norwegian the app's code waits for the visitor's first use of the page (a tap that is not on a link).
  if (locale === 'no') await new ShopPage(page).heading().click();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
}

/** Waits until a service worker is active, without reloading; whether it controls this page. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    while (active && active.state !== 'activated') {
      await new Promise((settled) => active.addEventListener('statechange', settled, { once: true }));
    }
    return navigator.serviceWorker.controller !== null;
  });

/**
 * Waits until the service worker keeps every catalogue answer and picture this page has read (a visitor who goes
 * offline while the worker is still reading one again loses that one).
 */
async function keptForOffline(page: Page) {
  // Soft: when it is not kept, the test goes on to show what the visitor then sees offline.
  await expect
    .configure({ soft: true })
    .poll(
      () =>
        page.evaluate(async () => {
          const reads = performance
            .getEntriesByType('resource')
            .filter((entry) => ((entry as PerformanceResourceTiming).responseStatus || 200) === 200)
            .map((entry) => entry.name)
            .filter((name) =>
              /^\/api\/(category|brand|tecdoc|setting|product|images)\//.test(new URL(name).pathname),
            );
          const missing: string[] = [];
          for (const url of new Set(reads)) if (!(await caches.match(url))) missing.push(url);
          return missing;
        }),
      { message: 'what the page read is kept by the service worker' },
    )
    .toEqual([]);
}

/** The article numbers of the list's cards, once they show. */
async function articleNumbers(page: Page) {
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  return cards.locator('p span[dir=ltr]').allTextContents();
}

/** Shown with its picture loaded (not the broken or empty image of a picture that was not kept). */
async function pictureShown(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

async function reloadOffline(page: Page, locale: Locale) {
  await page.context().setOffline(true);
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale === 'no' ? 'nb' : locale);
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByTestId('offline-indicator').first()).toBeAttached();
}

/** The list's link to its page `n` (named in the visitor's language: found by its number). */
const pager = (page: Page, n: number) =>
  page
    .locator('main nav:has(> [aria-current=page])')
    .locator(':scope > :is(a, [data-href])')
    .filter({ hasText: new RegExp(`^${n}$`) });

test.describe('what a first visit read before the service worker controlled it opens offline', {
  tag: '@offline',
}, () => {
  test.afterEach(({ page }) => page.context().setOffline(false));

  for (const locale of locales) {
    test(`a product list used in ${locale}, reloaded offline at once`, async ({ page }) => {
      await firstVisit(page, list, locale);
      const firstPage = await articleNumbers(page);
      expect(await workerActive(page)).toBe(false);
      // Used once the worker is active, on the page it still does not control: the list's next page.
      await pager(page, 2).click();
      await expect(page).toHaveURL(/page=2$/);
      await expect.poll(() => articleNumbers(page)).not.toEqual(firstPage);
      const secondPage = await articleNumbers(page);
      await keptForOffline(page);

      await reloadOffline(page, locale);
      expect(await articleNumbers(page)).toEqual(secondPage);
      await pictureShown(page.getByTestId('product-card').first().locator('img').first());
      expect(await visibleMessageIds(page, locale)).toEqual([]);
      // The page read before the worker was active, too, without the network.
      await pager(page, 1).click();
      await expect.poll(() => articleNumbers(page)).toEqual(firstPage);
    });
  }

  for (const locale of locales) {
    test(`a product page in ${locale}, reloaded offline at once`, async ({ page }) => {
      const [first] = await ProductPage.products(page.request, 'perPage=1&lang=no&category=bremseklosser');
      await firstVisit(page, `/products/${first?.articleId}`, locale);
      const product = new ProductPage(page);
      const name = await product.heading().textContent();
      expect(await workerActive(page)).toBe(false);
      await keptForOffline(page);

      await reloadOffline(page, locale);
      await expect(product.heading()).toHaveText(name ?? '');
      await pictureShown(product.mainImage());
      expect(await visibleMessageIds(page, locale)).toEqual([]);
    });
  }

  test('a product list after the language was chosen in the header, reloaded offline', async ({ page }) => {
    await firstVisit(page, list, 'no');
    await new ShopPage(page).chooseLanguageDesktop('العربية');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    const shown = await articleNumbers(page);
    await workerActive(page);
    await keptForOffline(page);

    await reloadOffline(page, 'ar');
    expect(await articleNumbers(page)).toEqual(shown);
    expect(await visibleMessageIds(page, 'ar')).toEqual([]);
  });
});
