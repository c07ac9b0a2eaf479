import { describe, expect, it } from 'vitest';
import { isStaleAfterFeaturedChange } from './admin';
import { catalogueCacheName, forgetCachedReads } from './catalogue-cache';

/** Cache Storage as the service worker leaves it: answers kept under their URLs. */
function storage(urls: string[]) {
  const kept = new Map(urls.map((url) => [url, new Response('{}')]));
  const cache = {
    keys: async () => [...kept.keys()].map((url) => new Request(url)),
    delete: async (request: Request) => kept.delete(request.url),
  };
  return {
    kept,
    has: async (name: string) => name === catalogueCacheName,
    open: async () => cache as unknown as Cache,
  };
}

const origin = 'https://bildeler.test';

describe('after an admin changes whether an article is featured', () => {
  it('the featured lists, featured searches and that article kept by the service worker are dropped', async () => {
    const caches = storage([
      `${origin}/api/tecdoc/get-feature-products?lang=no&limit=8`,
      `${origin}/api/tecdoc/get-feature-products?lang=ar&limit=8`,
      `${origin}/api/tecdoc/search?search=&lang=no&page=1&perPage=16&featured=1`,
      `${origin}/api/tecdoc/search?search=filter&lang=no&page=1&perPage=16`,
      `${origin}/api/tecdoc/get-product-by-article-number?lang=no&articleNumber=0986479A12`,
      `${origin}/api/tecdoc/get-product-by-article-number?lang=no&articleNumber=OC90`,
      `${origin}/api/category/list/sidebaritems?lang=no`,
    ]);
    expect(await forgetCachedReads(isStaleAfterFeaturedChange('0 986 479 A12'), caches)).toBe(4);
    expect([...caches.kept.keys()].map((url) => url.slice(origin.length))).toEqual([
      '/api/tecdoc/search?search=filter&lang=no&page=1&perPage=16',
      '/api/tecdoc/get-product-by-article-number?lang=no&articleNumber=OC90',
      '/api/category/list/sidebaritems?lang=no',
    ]);
  });

  it('drops nothing where no service worker keeps answers', async () => {
    expect(await forgetCachedReads(() => true, undefined)).toBe(0);
    const none = { has: async () => false, open: async () => ({}) as Cache };
    expect(await forgetCachedReads(() => true, none)).toBe(0);
  });
});
