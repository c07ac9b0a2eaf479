// Pages opened on a fresh device: open one, wait until the app has taken it over (or, on a first visit, until the
// server's markup is there), wait for the payloads it must show as text, and check that nothing ran and no markup
// was injected — after the page opened and again after each step done on it.
import type { Browser, Page } from 'playwright-core';
import { type ContextOptions, expectClean, expectTexts, shopContext } from './xss-browser';

export type VisitOptions = Omit<ContextOptions, 'baseURL' | 'clientIp'>;

/** `check(texts)`: the texts show, nothing ran, nothing was injected. */
export type Check = (texts: readonly string[]) => Promise<void>;

type ShopAddress = { baseURL: string; freshIp: () => string; serverErrors: string[] };

export function visitor(browser: () => Browser, shop: () => ShopAddress) {
  /** Opens `path` and lets `steps` act on the page, checking as they go; the device is closed afterwards. */
  async function browse(
    path: string,
    options: VisitOptions,
    steps: (page: Page, check: Check) => Promise<void>,
  ): Promise<void> {
    const device = await shopContext(browser(), {
      baseURL: shop().baseURL,
      clientIp: shop().freshIp(),
      ...options,
    });
    const check: Check = async (texts) => {
      await expectTexts(page, texts);
      await expectClean(page, [...device.ran, ...shop().serverErrors.splice(0)]);
    };
    const page = await device.context.newPage();
    try {
      await page.goto(path);
      if (options.returning !== false) await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await steps(page, check);
    } finally {
      await device.context.close();
    }
  }

  /** Opens `path` and checks that it shows `texts`. */
  const visit = (path: string, texts: readonly string[], options: VisitOptions = {}) =>
    browse(path, options, (_page, check) => check(texts));

  /**
   * One device for many visits, each in a tab of its own: the shop's files come from the browser's cache after the
   * first, as for a customer going from page to page. For pages that show only what the server sends for them.
   */
  async function device(options: VisitOptions = {}) {
    const opened = await shopContext(browser(), {
      baseURL: shop().baseURL,
      clientIp: shop().freshIp(),
      ...options,
    });
    return {
      visit: async (path: string, texts: readonly string[]) => {
        const page = await opened.context.newPage();
        try {
          await page.goto(path);
          if (options.returning !== false)
            await page.locator('html[data-app]').waitFor({ state: 'attached' });
          await expectTexts(page, texts);
          await expectClean(page, [...opened.ran, ...shop().serverErrors.splice(0)]);
        } finally {
          await page.close();
        }
      },
      close: () => opened.context.close(),
    };
  }

  return { browse, visit, device };
}

/** Runs `work` over `items`, `width` at a time (pages of one browser load in parallel). */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}
