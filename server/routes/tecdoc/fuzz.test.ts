// @engines: pglite
// Property: whatever a client sends to a catalogue call, the answer is never a 5xx, and errors are JSON
// { error, message }.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
});
afterAll(() => t?.close());

const getRoutes = [
  '/api/brand/list',
  '/api/category/list/sidebaritems',
  '/api/tecdoc/get-brands',
  '/api/tecdoc/get-categories',
  '/api/tecdoc/get-products',
  '/api/tecdoc/get-feature-products',
  '/api/tecdoc/get-product-by-article-number',
  '/api/tecdoc/search',
  '/api/tecdoc/search-suggestions',
  '/api/tecdoc/get-products-by-target-ids',
  '/api/tecdoc/get-manufacturers',
  '/api/tecdoc/get-models',
  '/api/tecdoc/get-vehicles',
  '/api/tecdoc/search-by-registration-number',
  '/api/tecdoc/search-by-vin',
];
const keys = [
  'lang',
  'page',
  'perPage',
  'category',
  'carId',
  'price',
  'brand',
  'discount',
  'rating',
  'color',
  'sort',
  'search',
  'featured',
  'articleNumber',
  'engine',
  'menuId',
  'modId',
  'year',
  'registrationNumber',
  'vin',
  'limit',
];
const values = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'no',
    'en',
    'ar',
    '0',
    '1',
    '-1',
    '99999999999',
    '1-2',
    '5-1',
    'a,b',
    '%',
    "'",
    '\\',
    '1e5',
    'NaN',
  ),
  fc.integer().map(String),
);
const query = fc.dictionary(fc.constantFrom(...keys), values, { maxKeys: 6 });

async function expectClientAnswer(res: Response) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const body = await res.json();
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
}

describe('catalogue calls under random input', () => {
  it('GET calls never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...getRoutes), query, async (route, params) => {
        await expectClientAnswer(await t.app.request(`${route}?${new URLSearchParams(params)}`));
      }),
      { numRuns: 300 },
    );
  });

  it('path parameters never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (segment) => {
        const part = encodeURIComponent(segment);
        await expectClientAnswer(await t.app.request(`/api/category/sidebaritem/slug/${part}`));
        await expectClientAnswer(await t.app.request(`/api/images/article/${part}/1.svg`));
        await expectClientAnswer(await t.app.request(`/api/images/brand/${part}.svg`));
      }),
      { numRuns: 100 },
    );
  });

  it('POST bodies never answer 5xx', async () => {
    const body = fc.oneof(
      fc.json(),
      fc.record({ id: fc.jsonValue(), lang: fc.jsonValue() }, { requiredKeys: [] }),
      fc.record({ carids: fc.oneof(fc.array(fc.integer()), fc.jsonValue()) }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/product/item', '/api/tecdoc/get-vehicles'),
        body,
        async (route, b) => {
          await expectClientAnswer(
            await t.app.request(route, jsonPost(typeof b === 'string' ? b : JSON.stringify(b))),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
