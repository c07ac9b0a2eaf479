import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';

const answers = new Map<string, unknown>();
vi.mock('./client', async (original) => {
  const actual = await original<typeof import('./client')>();
  return {
    ...actual,
    // The real parsing of the answer, against a canned body per path.
    request: async (schema: v.GenericSchema, path: string) => {
      if (!answers.has(path)) throw new actual.ApiError(0, 'NETWORK', 'offline');
      const parsed = v.safeParse(schema, answers.get(path));
      if (!parsed.success) throw new actual.ApiError(502, 'BAD_RESPONSE', path);
      return parsed.output;
    },
  };
});
const { fetchSuggestions, searchPath, searchProducts } = await import('./search');

const product = (articleId: number, extra: object = {}) => ({
  articleId,
  articleNumber: `W ${articleId}`,
  articleName: 'Oljefilter',
  price: 189,
  discount: null,
  images: [],
  ...extra,
});

beforeEach(() => answers.clear());

describe('searchProducts', () => {
  it('asks with the text trimmed, 1-based page, and maps the products', async () => {
    const path = '/tecdoc/search?search=w+10+000&lang=en&page=2&perPage=16';
    expect(searchPath('en', '  w 10 000 ', 2)).toBe(path);
    answers.set(path, {
      type: 'page',
      limit: 16,
      total: 17,
      page: 2,
      pages: 2,
      from: 17,
      to: 17,
      items: [product(10_000, { discount: 189 })],
    });
    const page = await searchProducts('en', 'w 10 000', 2);
    expect(page).toMatchObject({ total: 17, page: 2, pages: 2, from: 17, to: 17 });
    // A "discount" not below the price is no discount.
    expect(page.items[0]).toMatchObject({ articleId: 10_000, discount: null, stock: 'in-stock' });
  });

  it('cuts text longer than the server takes', () => {
    expect(
      new URLSearchParams(searchPath('no', 'x'.repeat(150), 1).split('?')[1]).get('search'),
    ).toHaveLength(100);
  });

  it('fails with an ApiError on an answer of the wrong shape or without a network', async () => {
    answers.set('/tecdoc/search?search=olje&lang=no&page=1&perPage=16', { items: 'nope' });
    await expect(searchProducts('no', 'olje', 1)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    await expect(searchProducts('no', 'brems', 1)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchSuggestions', () => {
  it('keeps at most 3 products and 4 categories', async () => {
    answers.set('/tecdoc/search-suggestions?search=filter&lang=no', {
      products: [1, 2, 3, 4].map((id) => product(id)),
      categories: ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ name: slug.toUpperCase(), slug })),
    });
    const suggestions = await fetchSuggestions('no', 'filter');
    expect(suggestions.products.map((p) => p.articleId)).toEqual([1, 2, 3]);
    expect(suggestions.categories).toEqual([
      { name: 'A', slug: 'a' },
      { name: 'B', slug: 'b' },
      { name: 'C', slug: 'c' },
      { name: 'D', slug: 'd' },
    ]);
  });

  it('reads a missing list as empty', async () => {
    answers.set('/tecdoc/search-suggestions?search=zz&lang=no', { products: [] });
    expect(await fetchSuggestions('no', 'zz')).toEqual({ products: [], categories: [] });
  });
});
