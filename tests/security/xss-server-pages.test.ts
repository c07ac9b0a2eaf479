// The pages the server draws on a first visit (server/pages/app-pages.ts: the app's render in Node, the data it was
// drawn with embedded as JSON), with the fifty payloads (xss-payloads.ts) as article names, brands, reviews and
// search text: home, the product lists, every product page, search results and a payload searched for. Requested
// in-process and parsed as a browser would (xss-check.ts): no element or attribute came from a payload but the
// template's own boot script, the data block parses and holds each payload as it was, and each shows as text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHref } from '../../src/domain/product-href';
import type { BuiltPage } from '../../src/first-visit/built-page';
import { pageSeedId, renderedMeta } from '../../src/first-visit/names';
import { distDir, startXssApp, type XssApp } from './xss-app';
import { type PayloadArticle, showOnHome } from './xss-catalogue-data';
import { textsNotShown } from './xss-check';
import { expectClean, expectDataBlockHolds } from './xss-expect';
import { payloads } from './xss-payloads';

let shop: XssApp;
let catalogue: PayloadArticle[];
let ownScripts: string[];

beforeAll(async () => {
  shop = await startXssApp({ pages: true });
  catalogue = shop.catalogue;
  const built = JSON.parse(readFileSync(join(distDir, '.ssr', 'page.json'), 'utf8')) as BuiltPage;
  ownScripts = [built.parts.bootScript];
}, 600_000);
afterAll(() => shop?.stop());

/** The page at `path` as a first visit gets it. */
async function page(path: string): Promise<string> {
  const res = await shop.app.request(path, { headers: { 'X-Forwarded-For': shop.freshIp() } });
  expect(res.status, path).toBe(200);
  return res.text();
}

/**
 * The page was drawn with its data (not left to the app), shows `texts`, holds no markup from a payload, and its
 * data block gives back every one of `texts` as it was.
 */
function expectDrawnClean(path: string, html: string, texts: readonly string[]) {
  expect(html, `${path} drawn by the server`).toContain(`<meta name="${renderedMeta}"`);
  expect(html).toContain(`id="${pageSeedId}"`);
  expectClean(path, html, texts, { ownScripts });
  expectDataBlockHolds(path, html, texts);
  expect(shop.takeReports(), `payloads taken for markup on ${path}`).toEqual([]);
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const namesAndBrands = (articles: readonly PayloadArticle[]) =>
  articles.flatMap((article) => [article.name, article.brand]);

describe('article names, brands and reviews', () => {
  it('home shows every payload as a featured part and a brand', async () => {
    for (const shown of chunks(catalogue, 8)) {
      await showOnHome(shop.db, shown);
      expectDrawnClean('/', await page('/'), namesAndBrands(shown));
    }
  }, 300_000);

  it('the product list pages show every payload as a name and a brand', async () => {
    for (const [index, shown] of chunks(catalogue, 16).entries()) {
      const path = `/catalog/products?page=${index + 1}`;
      expectDrawnClean(path, await page(path), namesAndBrands(shown));
    }
  }, 300_000);

  it('each product page shows its name, brand and review', async () => {
    for (const article of catalogue) {
      const path = productHref({ articleId: article.articleId, name: article.name });
      const texts = [article.name, article.brand, article.review.author, article.review.content];
      expectDrawnClean(path, await page(path), texts);
    }
  }, 300_000);
});

describe('search text', () => {
  it('search results show the payload names', async () => {
    const unseen = new Set(catalogue.map((article) => article.name));
    const first = await shop.app.request('/api/tecdoc/search?search=xssprobe&lang=no&page=1&perPage=16');
    const { pages } = (await first.json()) as { pages: number };
    for (let at = 1; at <= pages; at++) {
      const path = `/products?search=xssprobe&page=${at}`;
      const html = await page(path);
      expectDrawnClean(path, html, []);
      for (const name of unseen) if (textsNotShown(html, [name]).length === 0) unseen.delete(name);
    }
    expect([...unseen]).toEqual([]);
  }, 300_000);

  it('each payload searched for shows as the text searched for', async () => {
    for (const { text } of payloads) {
      const path = `/products?search=${encodeURIComponent(text)}`;
      const html = await page(path);
      expectClean(path, html, [text.trim()], { ownScripts });
      expect(shop.takeReports(), path).toEqual([]);
    }
  }, 300_000);
});
