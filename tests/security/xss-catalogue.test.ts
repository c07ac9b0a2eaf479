// Article names, brands, reviews and search text carrying the fifty payloads (xss-payloads.ts), on every page that
// shows them, in Chromium: home, product lists and product pages as the server draws them on a first visit (no app
// code runs; the data travels embedded as JSON) and as the app draws them, search results, the header's
// suggestions, and each payload typed as a search. Nothing may run and each payload must show as text.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHref } from '../../src/domain/product-href';
import { launchBrowser } from './xss-browser';
import { type PayloadArticle, showOnHome, writeCatalogue } from './xss-catalogue-data';
import { payloads } from './xss-payloads';
import { type Shop, startShop } from './xss-shop';
import { inParallel, visitor } from './xss-visit';

let shop: Shop;
let browser: Browser;
let catalogue: PayloadArticle[];
const { browse, visit } = visitor(
  () => browser,
  () => shop,
);

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  catalogue = await writeCatalogue(shop.db);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const firstVisit = { returning: false } as const;
const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const namesAndBrands = (articles: readonly PayloadArticle[]) =>
  articles.flatMap((article) => [article.name, article.brand]);

describe('article names, brands and reviews', () => {
  it('home shows every payload as a featured part and a brand, drawn by the server and by the app', async () => {
    for (const shown of chunks(catalogue, 8)) {
      await showOnHome(shop.db, shown);
      await visit('/', namesAndBrands(shown), firstVisit);
      await visit('/', namesAndBrands(shown));
    }
  }, 300_000);

  it('the product list pages show every payload as a name and a brand', async () => {
    await inParallel([...chunks(catalogue, 16).entries()], 2, async ([index, shown]) => {
      const path = `/catalog/products?page=${index + 1}`;
      await visit(path, namesAndBrands(shown), firstVisit);
      await visit(path, namesAndBrands(shown));
    });
  }, 300_000);

  it('each product page shows its name, brand and review', async () => {
    await inParallel(catalogue, 3, async (article) => {
      const path = productHref({ articleId: article.articleId, name: article.name });
      const texts = [article.name, article.brand, article.review.author, article.review.content];
      await visit(path, texts, firstVisit);
      await visit(path, texts);
    });
  }, 600_000);

  it('search results and the suggestions while typing show the names', async () => {
    // The results come in the search's own order: every payload article on one of the pages.
    const unseen = new Set(catalogue.map((article) => article.name));
    for (let page = 1; page <= Math.ceil(catalogue.length / 16); page++) {
      await browse(`/products?search=xssprobe&page=${page}`, {}, async (tab, check) => {
        await tab.getByTestId('product-card').first().waitFor();
        await check([]);
        const shown = (await tab.getByTestId('product-card').allInnerTexts()).join(' ').replace(/\s+/g, ' ');
        for (const name of unseen) if (shown.includes(name.replace(/\s+/g, ' ').trim())) unseen.delete(name);
      });
    }
    expect([...unseen]).toEqual([]);
    await browse('/catalog', {}, async (page, check) => {
      await page.locator('input[role=combobox]:visible').first().fill('xssprobe');
      const suggested = page.getByRole('option');
      await suggested.first().waitFor({ state: 'visible' });
      // The suggestions are payload articles, each named by its payload.
      const names = (await suggested.allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
      const shown = catalogue.filter((article) => names.some((name) => name.includes(article.name.trim())));
      expect(shown.length).toBeGreaterThan(0);
      await check(shown.map((article) => article.name));
    });
  }, 300_000);
});

describe('search text', () => {
  it('each payload typed as a search shows as the text searched for', async () => {
    await browse('/products?search=start', {}, async (page, check) => {
      const box = page.locator('input[role=combobox]:visible').first();
      for (const { text } of payloads) {
        await box.fill(text);
        await box.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('search') === text.trim());
        await check([text]);
      }
    });
  }, 300_000);

  it('a payload in the address of the search page shows as text on a page of its own', async () => {
    await inParallel(payloads.slice(0, 10), 2, async ({ text }) => {
      await visit(`/products?search=${encodeURIComponent(text)}`, [text]);
    });
  }, 300_000);
});
