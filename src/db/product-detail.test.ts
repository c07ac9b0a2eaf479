import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../domain/product';
import { readProduct } from './catalog';
import { checkStateVersion } from './meta';
import { productDetailsKept, readProductDetail, rememberProductDetail } from './product-detail';
import type { AppDB } from './schema';
import { freshDb, sampleProduct } from './testing';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

const detail = (articleId: number, overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...sampleProduct(articleId),
  oeNumbers: [{ manuName: 'VW', oeNumber: '1K0 615 301 AA' }],
  reviewList: [
    { id: 1, date: '2025-03-01', author: 'Kari', avatar: null, rating: 5, content: 'Passet perfekt.' },
  ],
  compatibility: {
    total: 1,
    vehicles: [
      {
        carId: 100,
        manuName: 'VW',
        modelname: 'Golf VII',
        typeName: '1.6 TDI',
        yearOfConstrFrom: 201208,
        yearOfConstrTo: null,
      },
    ],
  },
  fits: true,
  ...overrides,
});

describe('product details kept', () => {
  it('reads back what was kept, with the language and vehicle it was asked for', async () => {
    await rememberProductDetail(db, detail(7), { lang: 'en', carId: 100 }, 5);
    expect(await readProductDetail(db, 7)).toEqual({ detail: detail(7), lang: 'en', carId: 100, savedAt: 5 });
    expect(await readProductDetail(db, 8)).toBeNull();
  });

  it('adds the product to the products seen, without the page-only parts', async () => {
    await rememberProductDetail(db, detail(7), { lang: 'no', carId: null }, 5);
    expect(await readProduct(db, 7)).toEqual({ ...sampleProduct(7), seenAt: 5 });
    expect(await db.products.get(7)).not.toHaveProperty('reviewList');
  });

  it(`keeps the last ${productDetailsKept} seen, a product seen again counting as new`, async () => {
    for (let id = 1; id <= productDetailsKept; id++)
      await rememberProductDetail(db, detail(id), { lang: 'no', carId: null }, id);
    await rememberProductDetail(db, detail(1, { price: 111 }), { lang: 'no', carId: null }, 100);
    await rememberProductDetail(db, detail(1_000), { lang: 'no', carId: null }, 101);
    expect((await readProductDetail(db, 1))?.detail.price).toBe(111);
    expect(await readProductDetail(db, 2)).toBeNull();
    expect(await readProductDetail(db, 3)).not.toBeNull();
    expect(await readProductDetail(db, 1_000)).not.toBeNull();
    expect(await db.meta.where('key').startsWith('productDetail:').count()).toBe(productDetailsKept);
  });

  it('sweeps records a damaged order list lost track of', async () => {
    await db.meta.put({ key: 'productDetail:9', value: { detail: detail(9), savedAt: 1 } });
    await db.meta.put({ key: 'productDetails', value: 'junk' });
    await rememberProductDetail(db, detail(10), { lang: 'no', carId: null });
    expect(await readProductDetail(db, 9)).toBeNull();
    expect(await readProductDetail(db, 10)).not.toBeNull();
  });

  it('reads a damaged record with defaults, and one for another article or without an id as missing', async () => {
    await db.meta.put({ key: 'productDetail:11', value: { detail: { articleId: 11, articleNumber: 'X' } } });
    expect(await readProductDetail(db, 11)).toMatchObject({
      lang: 'no',
      carId: null,
      detail: { articleId: 11, reviewList: [], oeNumbers: [], fits: null, compatibility: { total: 0 } },
    });
    await db.meta.put({ key: 'productDetail:12', value: { detail: detail(13) } });
    expect(await readProductDetail(db, 12)).toBeNull();
    await db.meta.put({ key: 'productDetail:14', value: { detail: { articleNumber: 'X' } } });
    expect(await readProductDetail(db, 14)).toBeNull();
  });

  it('survives a saved-state version reset (it is a catalogue copy, not client state)', async () => {
    await rememberProductDetail(db, detail(7), { lang: 'no', carId: null });
    await db.meta.put({ key: 'stateVersion', value: 0 });
    expect(await checkStateVersion(db)).toBe(true);
    expect(await readProductDetail(db, 7)).not.toBeNull();
  });
});
