import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The message ids of the compiled catalogs (npm run build compiles them): what a page shows when a text is missing. */
function messageIds(locale: string): Set<string> {
  const ids = new Set<string>();
  for (const file of ['messages', 'pages']) {
    const json = JSON.parse(readFileSync(`src/locales/${locale}/${file}.json`, 'utf8'));
    for (const id of Object.keys(json.messages ?? json)) ids.add(id);
  }
  return ids;
}

/** The words on the page's visible text that are message ids instead of texts (empty when every text is real). */
export async function visibleMessageIds(page: Page, locale: string): Promise<string[]> {
  const ids = messageIds(locale);
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
