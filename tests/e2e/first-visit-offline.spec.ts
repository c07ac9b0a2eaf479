// A first visit, as a new visitor makes it: a page opened and only looked at (no tap: on a page the server drew
// in Norwegian no app code runs), the service worker left to install, then offline and reload straight away (each
// page kind on a device of its own: what the worker keeps at its install is what is tested). And each page kind
// visited while the worker is active, then another page and back, then offline and reload. The page opens again in
// the visitor's language, with real words and its own content.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { leftSettledUntilInstalled } from './pages/offline';
import { ProductPage } from './pages/product.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { visibleMessageIds } from './pages/texts';
import { golf } from './pages/vehicle.page';

type Target = { name: string; path: (page: Page) => Promise<string>; content: (page: Page) => Locator };

const targets: Target[] = [
  // Home's featured products are drawn lazily (content-visibility): the visitor scrolls to them.
  { name: 'home', path: async () => '/', content: (page) => page.getByTestId('product-card').first() },
  {
    name: 'a product list',
    path: async () => '/catalog/bremseklosser',
    content: (page) => page.getByTestId('product-card').first(),
  },
  {
    name: 'a product page',
    path: async (page) => {
      const [first] = await ProductPage.products(page.request, 'perPage=1&lang=no');
      return `/products/${first?.articleId}`;
    },
    content: (page) => new ProductPage(page).heading(),
  },
  // Drawn from a lookup and what it found: the article's product page, a plate's vehicle and its parts.
  {
    name: 'an article page',
    path: async (page) => {
      const [first] = await ProductPage.products(page.request, 'perPage=1&lang=no');
      return `/catalog/article?n=${encodeURIComponent(first?.articleNumber ?? '')}`;
    },
    content: (page) => new ProductPage(page).heading(),
  },
  {
    name: "a plate's parts",
    path: async () => `/all?registreringsNummer=${golf.plate.replace(' ', '')}&parts`,
    content: (page) => page.getByTestId('product-card').first(),
  },
];

/** Opens `path` as a visitor who chose `locale` earlier (stored from a static file of the shop's origin). */
async function firstVisit(page: Page, path: string, locale: Locale) {
  if (locale !== 'no') {
    await page.goto('/robots.txt');
    await page.evaluate((chosen) => localStorage.setItem('bildeler.locale', chosen), locale);
  }
  await page.goto(path);
}

/** Waits until the service worker is installed and active, without touching or reloading the page. */
const leftToInstall = (page: Page) =>
  page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

/** Scrolled to and shown, as the visitor would see it (a part drawn anew meanwhile is looked up again). */
async function seen(content: Locator) {
  await expect(async () => {
    await content.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(content).toBeVisible({ timeout: 1000 });
  }).toPass();
}

async function reloadOffline(page: Page, locale: Locale, content: Locator) {
  await page.context().setOffline(true);
  await page.reload();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(html).toHaveAttribute('lang', locale === 'no' ? 'nb' : locale);
  await expect(page.locator('[data-testid=offline-indicator]:visible')).toHaveText(
    locale === 'ar' ? 'غير متصل' : 'Frakoblet',
  );
  await seen(content);
  await expect(new ShopPage(page).heading()).toBeVisible();
  expect(await visibleMessageIds(page, locale)).toEqual([]);
}

test.describe('a first visit opens again offline', { tag: '@offline' }, () => {
  test.afterEach(({ page }) => page.context().setOffline(false));

  // Each page kind visited while the worker is active (the first one's first visit installs it), then another page
  // and back, then offline: one install serves them all, as for a visitor who goes on browsing. In Arabic, whose
  // first visit runs the app at once; each page kind's Norwegian reload offline is tested below, straight after the
  // install.
  for (const locale of ['ar'] as const) {
    test(`every page kind in ${locale}, after another page and back`, async ({ page }) => {
      test.setTimeout(test.info().timeout * 2);
      for (const [index, target] of targets.entries()) {
        await test.step(target.name, async () => {
          await page.context().setOffline(false);
          const path = await target.path(page);
          if (index === 0) {
            await firstVisit(page, path, locale);
            await leftToInstall(page);
          } else {
            await page.goto(path);
          }
          await page.goto('/about-us');
          await expect(new ShopPage(page).heading()).toBeVisible();
          expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
          await page.goto(path);
          await seen(target.content(page));
          await reloadOffline(page, locale, target.content(page));
        });
      }
    });
  }

  for (const target of targets) {
    test(`${target.name} in no, straight after the service worker installed`, async ({ page }) => {
      const code: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/.+\.js$/.test(request.url())) code.push(request.url());
      });
      await page.clock.install();
      await firstVisit(page, await target.path(page), 'no');
      await seen(target.content(page));
      await leftSettledUntilInstalled(page);
      // Only looked at: the app's code never ran on this page.
      expect(code).toEqual([]);
      await reloadOffline(page, 'no', target.content(page));
    });
  }
});
