import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBrands, readCategoryTree, readProduct } from '../db/catalog';
import { readProductDetail } from '../db/product-detail';
import type { AppDB } from '../db/schema';
import { freshDb } from '../db/testing';
import { isCatalogueRead, keepPageSeed } from './keep-page-seed';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

/** The part of Cache keepPageSeed uses, over a Map. */
function memoryCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (url: URL) => entries.get(url.href)?.clone(),
    put: async (url: URL, response: Response) => void entries.set(url.href, response),
  };
  return { cache: cache as unknown as Cache, entries };
}

const product = (articleId: number) => ({
  articleId,
  articleNumber: `0 986 ${articleId}`,
  articleName: 'Bremseklosssett',
  mfrName: 'Bosch',
  price: 499,
  images: [],
});
const tree = {
  data: {
    data: {
      array: [
        { name: 'Bremser', slug: 'bremser', value: [1], index: 0, layout: 'grid', image: '', subItems: [] },
      ],
    },
  },
};
const list = { total: 2, page: 1, pages: 1, from: 1, to: 2, items: [product(1), product(2)], filters: [] };
const origin = 'https://bildeler.example';

describe('keepPageSeed', () => {
  it("keeps a list page's data as the app's reads would: tree, products seen, and the answers for offline", async () => {
    const { cache, entries } = memoryCache();
    const listPath = '/tecdoc/get-products?lang=no&page=1&perPage=16&category=bremser&sort=default';
    await keepPageSeed(
      db,
      {
        url: '/catalog/bremser',
        answers: {
          '/category/list/sidebaritems?lang=no': tree,
          [listPath]: list,
          '/setting/settings': { phone: '+47 22 00 00 00' },
        },
      },
      { cache, origin },
    );
    expect((await readCategoryTree(db, 'no')).map((item) => item.slug)).toEqual(['bremser']);
    expect((await readProduct(db, 1))?.articleNumber).toBe('0 986 1');
    expect(await readProduct(db, 2)).not.toBeNull();
    expect([...entries.keys()].sort()).toEqual(
      [
        `${origin}/api${listPath}`,
        `${origin}/api/category/list/sidebaritems?lang=no`,
        `${origin}/api/setting/settings`,
      ].sort(),
    );
    expect(await entries.get(`${origin}/api${listPath}`)?.json()).toEqual(list);
  });

  it("keeps a product page's detail for its language, and home's featured products and brands", async () => {
    await keepPageSeed(
      db,
      {
        url: '/products/7-bosch',
        answers: {
          '/product/item?id=7&lang=no': { product: { ...product(7), oeNumbers: [], reviewList: [] } },
          '/tecdoc/get-feature-products?lang=no&limit=8': { articles: [product(8)] },
          '/brand/list?lang=no': {
            data: [{ slug: 'bosch', name: 'Bosch', country: 'DE', image: '/api/images/brand/bosch.webp' }],
          },
        },
      },
      { origin },
    );
    expect(await readProductDetail(db, 7)).toMatchObject({
      lang: 'no',
      carId: null,
      detail: { articleId: 7 },
    });
    expect(await readProduct(db, 8)).not.toBeNull();
    expect((await readBrands(db)).map((brand) => brand.slug)).toEqual(['bosch']);
  });

  it("keeps a search's results among the products seen, for offline search and the cart", async () => {
    const { cache, entries } = memoryCache();
    const found = '/tecdoc/search?search=bremseklosser&lang=no&page=1&perPage=16';
    const { filters: _none, ...results } = list;
    await keepPageSeed(
      db,
      { url: '/products?search=bremseklosser', answers: { [found]: results } },
      { cache, origin },
    );
    expect(await readProduct(db, 1)).not.toBeNull();
    expect(await readProduct(db, 2)).not.toBeNull();
    expect(await entries.get(`${origin}/api${found}`)?.json()).toEqual(results);
  });

  it('leaves a fresher cached answer alone and skips an answer it cannot read, keeping the others', async () => {
    const { cache, entries } = memoryCache();
    const treeUrl = new URL('/api/category/list/sidebaritems?lang=no', origin);
    await cache.put(treeUrl, Response.json({ fresher: true }));
    await keepPageSeed(
      db,
      {
        url: '/catalog/products',
        answers: {
          '/category/list/sidebaritems?lang=no': tree,
          '/tecdoc/get-products?lang=no&page=1&perPage=16&sort=default': { items: 'not a list' },
          '/tecdoc/get-feature-products?lang=no&limit=8': { articles: [product(9)] },
        },
      },
      { cache, origin },
    );
    expect(await entries.get(treeUrl.href)?.json()).toEqual({ fresher: true });
    expect(await readProduct(db, 9)).not.toBeNull();
    expect(await db.products.count()).toBe(1);
  });

  it('reads what the page did not carry of the settings, tree and brands, and keeps it like the rest', async () => {
    const { cache, entries } = memoryCache();
    const asked: string[] = [];
    const brands = { data: [{ slug: 'ate', name: 'ATE', country: 'DE', image: '' }] };
    await keepPageSeed(
      db,
      { url: '/products/7-bosch', answers: { '/category/list/sidebaritems?lang=no': tree } },
      {
        cache,
        origin,
        read: async (path) => {
          asked.push(path);
          if (path.startsWith('/brand/')) return brands;
          throw new Error('offline');
        },
      },
    );
    expect(asked.sort()).toEqual(['/brand/list?lang=no', '/setting/settings']);
    expect((await readBrands(db)).map((brand) => brand.slug)).toEqual(['ate']);
    expect(await entries.get(`${origin}/api/brand/list?lang=no`)?.json()).toEqual(brands);
    expect(entries.has(`${origin}/api/setting/settings`)).toBe(false);
  });
});

describe('isCatalogueRead', () => {
  it('is true for the anonymous catalogue reads the service worker keeps, not for user data or images', () => {
    expect(isCatalogueRead('/api/tecdoc/get-products')).toBe(true);
    expect(isCatalogueRead('/api/setting/settings')).toBe(true);
    expect(isCatalogueRead('/api/cart/items')).toBe(false);
    expect(isCatalogueRead('/api/images/article/1/1.webp')).toBe(false);
  });
});
