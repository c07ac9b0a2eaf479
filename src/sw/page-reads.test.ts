import { describe, expect, it } from 'vitest';
import { isCatalogueRead } from './keep-page-seed';
import { pageReadRequests } from './page-reads';

const origin = 'https://bildeler.example';
const list = `${origin}/api/tecdoc/get-products?lang=ar&page=1&perPage=16&category=bremseklosser`;

describe('pageReadRequests', () => {
  it('asks again as the page did: the same address, in the page’s language, without a token', () => {
    const [request] = pageReadRequests({ language: 'ar', urls: [list] }, origin);
    expect(request?.url).toBe(list);
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('Accept-Language')).toBe('ar');
    expect(request?.headers.has('Authorization')).toBe(false);
    // So the worker's catalogue route takes it (src/sw/sw.ts).
    expect(isCatalogueRead(new URL(request?.url ?? '').pathname)).toBe(true);
  });

  it('keeps only the shop’s own API addresses', () => {
    const picture = `${origin}/api/images/article/1000094/1-400.webp`;
    const requests = pageReadRequests(
      {
        language: 'en',
        urls: [
          picture,
          `${origin}/assets/index.js`,
          'https://elsewhere.example/api/brand/list?lang=en',
          'not an address',
          42,
        ],
      },
      origin,
    );
    expect(requests.map((request) => request.url)).toEqual([picture]);
  });

  it('asks with no language of its own when the message names none it knows', () => {
    const [request] = pageReadRequests({ language: 'xx', urls: [list] }, origin);
    expect(request?.headers.has('Accept-Language')).toBe(false);
    expect(pageReadRequests({ language: 'no' }, origin)).toEqual([]);
    expect(pageReadRequests(null, origin)).toEqual([]);
  });
});
