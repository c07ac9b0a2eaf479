import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { fetchProductByArticleNumber, fetchProductDetail, productDetailPath } from './product';
import { answer, goOffline, json } from './testing';

afterEach(() => vi.unstubAllGlobals());

const product = {
  articleId: 1000042,
  articleNumber: '0 986 479 A12',
  articleName: 'Bremseskive',
  name: 'Bosch Bremseskive',
  price: 599,
  discount: 649,
  images: [],
  featured: true,
};

describe('productDetailPath', () => {
  it('names the parameters in a fixed order and leaves out a missing vehicle', () => {
    expect(productDetailPath('en', 7, 55)).toBe('/product/item?id=7&lang=en&carId=55');
    expect(productDetailPath('no', 7, null)).toBe('/product/item?id=7&lang=no');
  });
});

describe('fetchProductDetail', () => {
  it('GETs the product and maps it with its reviews, OE numbers, vehicles and fit', async () => {
    const spy = answer(() =>
      json({
        product: {
          ...product,
          oeNumbers: [{ manuName: 'VW', oeNumber: '1K0615301AA' }],
          reviewList: [{ id: 3, date: '2025-01-02', author: 'Ola', avatar: null, rating: 4, content: 'Bra' }],
          compatibility: {
            total: 1,
            vehicles: [
              { carId: 9, manuName: 'VW', modelname: 'Golf', typeName: '1.6', yearOfConstrFrom: 2012 },
            ],
          },
          fits: false,
        },
      }),
    );
    const detail = await fetchProductDetail('no', 1000042, 9);
    expect(String(spy.mock.calls[0]?.[0])).toContain('/api/product/item?id=1000042&lang=no&carId=9');
    expect(detail).toMatchObject({
      articleId: 1000042,
      discount: null, // not below the price
      fits: false,
      oeNumbers: [{ oeNumber: '1K0615301AA' }],
      reviewList: [{ author: 'Ola', rating: 4 }],
      compatibility: { total: 1, vehicles: [{ carId: 9, yearOfConstrTo: null }] },
    });
    expect(detail).not.toHaveProperty('featured');
  });

  it('fills what an older server leaves out', async () => {
    answer(() => json({ product }));
    expect(await fetchProductDetail('no', 1000042)).toMatchObject({
      fits: null,
      reviewList: [],
      oeNumbers: [],
      compatibility: { total: 0, vehicles: [] },
    });
  });

  it('is null for an unknown product and throws other failures', async () => {
    answer(() => json({ error: 'NOT_FOUND', message: 'Product not found.' }, 404));
    expect(await fetchProductDetail('no', 5)).toBeNull();
    answer(() => json({ error: 'BAD_REQUEST', message: 'No' }, 400));
    await expect(fetchProductDetail('no', 5, 0.5)).rejects.toMatchObject({ status: 400 });
    goOffline();
    const offline = fetchProductDetail('no', 5);
    await expect(offline).rejects.toBeInstanceOf(ApiError);
    await expect(offline).rejects.toMatchObject({ isNetwork: true });
  });
});

describe('fetchProductByArticleNumber', () => {
  it('sends the number as the server compares it, so every spelling shares one cache entry', async () => {
    const spy = answer(() => json({ product }));
    expect(await fetchProductByArticleNumber('en', ' 0 986-479.a12 ')).toMatchObject({ articleId: 1000042 });
    expect(String(spy.mock.calls[0]?.[0])).toContain(
      '/api/tecdoc/get-product-by-article-number?lang=en&articleNumber=0986479A12',
    );
  });

  it('is null for an unknown number, and for one with nothing but spaces and dashes without asking', async () => {
    answer(() => json({ error: 'NOT_FOUND', message: 'Product not found.' }, 404));
    expect(await fetchProductByArticleNumber('no', 'NOPE')).toBeNull();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await fetchProductByArticleNumber('no', ' - . ')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
