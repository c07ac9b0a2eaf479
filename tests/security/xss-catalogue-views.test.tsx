// The app's own views of article names, brands, reviews and search text carrying the fifty payloads
// (xss-payloads.ts), drawn in Node as a returning device draws them (xss-views.tsx): home, the product lists, every
// product page, search results, each payload typed as a search and put in the search page's address, and the
// suggestions while typing. No element or attribute may come from a payload, and each shows as text.
import { withoutWindow } from './xss-dom';
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productHref } from '../../src/domain/product-href';
import { startXssApp, type XssApp } from './xss-app';
import { type PayloadArticle, showOnHome } from './xss-catalogue-data';
import { injectedMarkup, textsNotShown } from './xss-check';
import { payloads } from './xss-payloads';
import { answerFetchFrom, openView, typeInto, until, visit } from './xss-views';

let shop: XssApp;
let catalogue: PayloadArticle[];

beforeAll(async () => {
  shop = await withoutWindow(() => startXssApp());
  catalogue = shop.catalogue;
  answerFetchFrom(() => shop);
}, 600_000);
afterAll(() => shop?.stop());

const chunks = <T,>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
const namesAndBrands = (articles: readonly PayloadArticle[]) =>
  articles.flatMap((article) => [article.name, article.brand]);

describe('article names, brands and reviews', () => {
  it('home shows every payload as a featured part and a brand', async () => {
    for (const shown of chunks(catalogue, 8)) {
      await showOnHome(shop.db, shown);
      await visit(shop, '/', namesAndBrands(shown));
    }
  }, 300_000);

  it('the product list pages show every payload as a name and a brand', async () => {
    for (const [index, shown] of chunks(catalogue, 16).entries()) {
      await visit(shop, `/catalog/products?page=${index + 1}`, namesAndBrands(shown));
    }
  }, 300_000);

  it('each product page shows its name, brand and review', async () => {
    for (const article of catalogue) {
      const texts = [article.name, article.brand, article.review.author, article.review.content];
      await visit(shop, productHref({ articleId: article.articleId, name: article.name }), texts);
    }
  }, 300_000);
});

describe('search text', () => {
  it('search results show the payload names', async () => {
    const unseen = new Set(catalogue.map((article) => article.name));
    const first = await shop.app.request('/api/tecdoc/search?search=xssprobe&lang=no&page=1&perPage=16');
    const { pages } = (await first.json()) as { pages: number };
    for (let page = 1; page <= pages; page++) {
      const view = await openView(shop, `/products?search=xssprobe&page=${page}`);
      await until(() => expect(view.root.querySelector('[data-testid=product-card]')).not.toBeNull());
      await view.check([]);
      for (const name of unseen) if (textsNotShown(view.html(), [name]).length === 0) unseen.delete(name);
      await view.close();
    }
    expect([...unseen]).toEqual([]);
  }, 300_000);

  it('each payload typed as a search shows as the text searched for', async () => {
    const view = await openView(shop, '/products?search=start');
    try {
      for (const { text } of payloads) {
        const box = view.root.querySelector('input[role=combobox]');
        typeInto(box, text);
        await act(async () => box?.closest('form')?.requestSubmit());
        await until(() => expect(new URLSearchParams(location.search).get('search')).toBe(text.trim()));
        await view.check([text]);
      }
    } finally {
      await view.close();
    }
  }, 300_000);

  it('a payload in the address of the search page shows as text', async () => {
    for (const { text } of payloads)
      await visit(shop, `/products?search=${encodeURIComponent(text)}`, [text]);
  }, 300_000);

  it('the suggestions while typing show the names as text', async () => {
    const view = await openView(shop, '/catalog');
    try {
      typeInto(view.root.querySelector('input[role=combobox]'), 'xssprobe');
      await until(() => expect(view.root.querySelectorAll('[role=option]').length).toBeGreaterThan(0));
      const suggested = [...view.root.querySelectorAll('[role=option]')].map((option) => option.outerHTML);
      const shown = catalogue.filter(
        (article) => textsNotShown(suggested.join(''), [article.name]).length === 0,
      );
      expect(shown.length).toBeGreaterThan(0);
      expect(injectedMarkup(suggested.join(''))).toEqual([]);
      await view.check(shown.map((article) => article.name));
    } finally {
      await view.close();
    }
  }, 300_000);
});
