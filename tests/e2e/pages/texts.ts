import type { Page } from '@playwright/test';
import { readCatalogMessages } from '../../../server/lib/catalog';
import type { Locale } from './shop.page';

/** The message ids of the compiled catalogs (npm run build compiles them): what a page shows when a text is missing. */
const messageIds = async (locale: Locale) =>
  new Set(Object.keys(await readCatalogMessages('src/locales', locale)));

/** The words on the page's visible text that are message ids instead of texts (empty when every text is real). */
export async function visibleMessageIds(page: Page, locale: Locale): Promise<string[]> {
  const ids = await messageIds(locale);
  const words = (await page.locator('body').innerText()).split(/\s+/);
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label],[placeholder],[title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  );
  return [...new Set([...words, ...labels.flatMap((label) => label.split(/\s+/))])].filter((word) =>
    ids.has(word),
  );
}
