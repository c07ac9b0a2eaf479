import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrderByToken, validateArticles } from './checkout';
import { ApiError } from './client';
import { answer, goOffline, json } from './testing';

afterEach(() => vi.unstubAllGlobals());

describe('validateArticles', () => {
  it('posts the article ids and language and reads each article, defaults filled in', async () => {
    const spy = answer(() =>
      json({
        articles: [
          { articleId: 1, articleNumber: 'A1', price: 499, discount: 449, unitPrice: 449, available: 3 },
        ],
        unknown: { articleIds: [9], articleNumbers: [] },
      }),
    );
    const result = await validateArticles([1, 9], 'en');
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/product/validate');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ articleIds: [1, 9], lang: 'en' });
    expect(result).toEqual({
      articles: [
        {
          articleId: 1,
          articleNumber: 'A1',
          name: '',
          mfrName: '',
          price: 499,
          discount: 449,
          unitPrice: 449,
          stock: 'in-stock',
          available: 3,
        },
      ],
      unknown: { articleIds: [9], articleNumbers: [] },
    });
  });

  it('fails as NETWORK offline', async () => {
    goOffline();
    await expect(validateArticles([1], 'no')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('fetchOrderByToken', () => {
  it('reads the order, and a 404 is an ApiError', async () => {
    const spy = answer(() =>
      json({
        order: {
          _id: 4,
          id: 4,
          number: 'BD-4',
          token: 'a b',
          created: '2026-11-25T20:00:00.000Z',
          billingAddress: {},
          payment: { method: 'invoice' },
        },
      }),
    );
    const order = await fetchOrderByToken('a b');
    expect(String(spy.mock.calls[0]?.[0])).toContain('/api/order/token/a%20b');
    expect(order).toMatchObject({ id: 4, number: 'BD-4', status: 'PENDING', payment: { status: 'PENDING' } });
    answer(() => json({ error: 'NOT_FOUND', message: 'Ikke funnet' }, 404));
    await expect(fetchOrderByToken('x')).rejects.toBeInstanceOf(ApiError);
  });
});
