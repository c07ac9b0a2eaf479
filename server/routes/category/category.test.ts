// @engines: pglite postgres (sql-behaviour)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getJson } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
});
afterAll(() => t?.close());

const get = (path: string) => getJson(t.app, path);
type Item = { name: string; slug: string; value: number[]; index: number; subItems: Item[] };
const depth = (item: Item): number => 1 + Math.max(0, ...item.subItems.map(depth));

describe('category sidebar items', () => {
  it('lists the 32 top-level items in the asked language, nested up to four levels', async () => {
    const en = await get('/api/category/list/sidebaritems?lang=en');
    const items: Item[] = en.body.data.data.array;
    expect(items).toHaveLength(32);
    expect(items[0]?.name).toBe('Battery');
    expect(items.map((i) => i.name)).toContain('Timing belt set');
    expect(Math.max(...items.map(depth))).toBe(4);
    expect(items.map((i) => i.index)).toEqual(items.map((_, i) => i));
    const no = await get('/api/category/list/sidebaritems?lang=no');
    expect(no.body.data.data.array[0].slug).toBe(items[0]?.slug);
    expect(no.body.data.data.array[0].name).not.toBe('Battery');
    const ar = await get('/api/category/list/sidebaritems?lang=ar');
    expect(ar.body.data.data.array[0].name).toMatch(/[\u0600-\u06ff]/);
  });

  it('a parent holds the catalogue ids of everything below it', async () => {
    const items: Item[] = (await get('/api/category/list/sidebaritems?lang=no')).body.data.data.array;
    const parent = items.find((i) => i.subItems.length > 0) as Item;
    for (const child of parent.subItems) for (const id of child.value) expect(parent.value).toContain(id);
  });

  it('answers one item by its Norwegian slug, or 404', async () => {
    const items: Item[] = (await get('/api/category/list/sidebaritems?lang=no')).body.data.data.array;
    const parent = items.find((i) => i.subItems.length > 0) as Item;
    const one = await get(`/api/category/sidebaritem/slug/${parent.slug}?lang=no`);
    expect(one.body.data.data).toMatchObject({ slug: parent.slug, name: parent.name });
    expect(one.body.data.data.subItems).toHaveLength(parent.subItems.length);
    expect((await get('/api/category/sidebaritem/slug/finnes-ikke')).status).toBe(404);
    expect((await get('/api/category/sidebaritem/slug/%20drop')).status).toBe(400);
  });
});

describe('brands', () => {
  it('lists the 19 parts brands, German or Chinese, and honours limit', async () => {
    const all = await get('/api/brand/list?lang=no');
    expect(all.body.data).toHaveLength(19);
    for (const brand of all.body.data) {
      expect(brand).toMatchObject({
        slug: expect.any(String),
        name: expect.any(String),
        image: expect.any(String),
      });
      expect(['DE', 'CN']).toContain(brand.country);
    }
    expect((await get('/api/brand/list?lang=no&limit=5')).body.data).toHaveLength(5);
    expect((await get('/api/brand/list?limit=-1')).status).toBe(400);
  });

  it('TecDoc brands carry article counts; TecDoc categories are the top level', async () => {
    const brands = await get('/api/tecdoc/get-brands');
    const total = brands.body.brands.reduce(
      (sum: number, b: { articleCount: number }) => sum + b.articleCount,
      0,
    );
    expect(total).toBe(200);
    const categories = await get('/api/tecdoc/get-categories?lang=en');
    expect(categories.body.categories).toHaveLength(32);
  });
});
