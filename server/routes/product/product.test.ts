// @engines: pglite
import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleVehicles, vehicles } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let articleId: number;
let fitting: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
  const [link] = await t.db.select().from(articleVehicles).limit(1).offset(3);
  if (!link) throw new Error('the test catalogue has no linkage');
  articleId = link.articleId;
  fitting = link.carId;
  const linked = t.db
    .select({ carId: articleVehicles.carId })
    .from(articleVehicles)
    .where(eq(articleVehicles.articleId, articleId));
  const [unlinked] = await t.db
    .select({ carId: vehicles.carId })
    .from(vehicles)
    .where(notInArray(vehicles.carId, linked))
    .limit(1);
  if (!unlinked) throw new Error('every vehicle fits the article');
  other = unlinked.carId;
});
afterAll(() => t?.close());

const post = async (body: Record<string, unknown>) => {
  const res = await t.app.request('/api/product/item', jsonPost(body));
  return { status: res.status, body: await res.json() };
};
const get = async (query: string) => {
  const res = await t.app.request(`/api/product/item?${query}`);
  return { status: res.status, body: await res.json() };
};

describe('POST /api/product/item with a vehicle', () => {
  it('says whether the article fits the vehicle, and null without one', async () => {
    expect((await post({ id: articleId, lang: 'en', carId: fitting })).body.product.fits).toBe(true);
    expect((await post({ id: articleId, lang: 'en', carId: other })).body.product.fits).toBe(false);
    const without = await post({ id: articleId, lang: 'en' });
    expect(without.status).toBe(200);
    expect(without.body.product.fits).toBeNull();
    expect(without.body.product.articleId).toBe(articleId);
  });

  it('takes the ids as digits too, and a vehicle the catalogue does not know fits nothing', async () => {
    const res = await post({ id: String(articleId), carId: String(fitting) });
    expect(res.body.product.fits).toBe(true);
    expect((await post({ id: articleId, carId: 999_999_999 })).body.product.fits).toBe(false);
  });

  it.each([0, -3, 1.5, 'abc', '12x', null, 1_000_000_000])(
    '400s carId %j with the field named',
    async (carId) => {
      const res = await post({ id: articleId, carId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
      expect(Object.keys(res.body.fields)).toContain('carId');
    },
  );

  it('404s an unknown article even with a vehicle', async () => {
    const res = await post({ id: 5, carId: fitting });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('NOT_FOUND');
  });
});

describe('GET /api/product/item', () => {
  it('answers as the POST does', async () => {
    const byGet = await get(`id=${articleId}&lang=no&carId=${fitting}`);
    const byPost = await post({ id: articleId, lang: 'no', carId: fitting });
    expect(byGet.status).toBe(200);
    expect(byGet.body).toEqual(byPost.body);
    expect(byGet.body.product.reviewList).toEqual(expect.any(Array));
    expect((await get(`id=${articleId}`)).body.product.fits).toBeNull();
  });

  it('400s a bad query and 404s an unknown article, in the asked language', async () => {
    const bad = await get(`id=${articleId}&carId=0&lang=en`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('carId');
    expect((await get('lang=no')).status).toBe(400);
    expect((await get(`id=${articleId}&lang=sv`)).status).toBe(400);
    const missing = await get('id=5&lang=en');
    expect(missing).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Product not found.' },
    });
  });
});
