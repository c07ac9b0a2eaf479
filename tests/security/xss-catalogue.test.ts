// Article names, brands, reviews and search text carrying the fifty payloads (xss-payloads.ts), on every page that
// shows them, in Chromium: home, product lists and product pages as the server draws them on a first visit (no app
// code runs; the data travels embedded as JSON) and as the app draws them, search results, the header's
// suggestions, and each payload typed as a search. Nothing may run and each payload must show as text.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHref } from '../../src/domain/product-href';
import { launchBrowser, shopContext } from './xss-browser';
import { type PayloadArticle, showOnHome, writeCatalogue } from './xss-catalogue-data';
import { payloads } from './xss-payloads';
import { type Shop, startShop } from './xss-shop';
import { inParallel, visitor } from './xss-visit';

let shop: Shop;
let browser: Browser;
let catalogue: PayloadArticle[];
const { browse, visit, device } = visitor(
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
    const devices = await Promise.all([0, 1].map(() => device()));
    const firstVisits = await Promise.all([0, 1].map(() => device(firstVisit)));
    try {
      await inParallel([...catalogue.entries()], 2, async ([index, article]) => {
        const path = productHref({ articleId: article.articleId, name: article.name });
        const texts = [article.name, article.brand, article.review.author, article.review.content];
        // A first visit never ran the app, so a device can stay a first visitor across pages.
        await firstVisits[index % 2]?.visit(path, texts);
        await devices[index % 2]?.visit(path, texts);
      });
    } finally {
      await Promise.all([...devices, ...firstVisits].map((opened) => opened.close()));
    }
  }, 600_000);

  it('search results and the suggestions while typing show the names', async () => {
    // The results come in the search's own order (other articles may match too): every payload article on a page.
    const unseen = new Set(catalogue.map((article) => article.name));
    const first = await shop.app.request('/api/tecdoc/search?search=xssprobe&lang=no&page=1&perPage=16');
    const { pages } = (await first.json()) as { pages: number };
    for (let page = 1; page <= pages; page++) {
      await browse(`/products?search=xssprobe&page=${page}`, {}, async (tab, check) => {
        await tab.getByTestId('product-card').first().waitFor();
        await check([]);
        const shown = (await tab.getByTestId('product-card').allTextContents())
          .join(' ')
          .replace(/\s+/g, ' ');
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

describe('the Content-Security-Policy, with the real headers', () => {
  it('is enforced: the shop runs with no violation, and an inline script, handler or javascript: URL is blocked', async () => {
    const device = await shopContext(browser, { baseURL: shop.baseURL, clientIp: shop.freshIp(), csp: true });
    await device.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
    });
    try {
      const page = await device.context.newPage();
      for (const path of ['/', '/account/login']) {
        const answer = await page.goto(path);
        expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
        expect(answer?.headers()['content-security-policy-report-only']).toBeUndefined();
        await page.locator('html[data-app]').waitFor({ state: 'attached' });
        expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(
          [],
        );
      }
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = '__xss("inline script")';
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', '__xss("inline handler")');
        image.src = 'data:,not-a-picture';
        document.body.append(image);
        const link = document.createElement('a');
        link.href = 'javascript:__xss("javascript: URL")';
        document.body.append(link);
        link.click();
      });
      await page.waitForFunction(
        () => (window as unknown as { violations: string[] }).violations.length >= 3,
      );
      // The handler's violation comes when the picture fails to load, before or after the link's: order is the
      // browser's, the three are what matters.
      const violations = await page.evaluate(
        () => (window as unknown as { violations: string[] }).violations,
      );
      expect([...violations].sort()).toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
      expect(device.ran).toEqual([]);
    } finally {
      await device.context.close();
    }
  }, 120_000);
});
