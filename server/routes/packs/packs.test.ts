// @engines: pglite postgres (transactions, raw-sql, answer-cache)
// GET /api/packs/vehicle/{carId}: paged by the cursor, the pack holds every part linked to the vehicle exactly once,
// each as the product list shows it; `since` gives only what changed after a version; wrong input is 400, an
// unknown vehicle 404, too many pages from one address 429, too many at once 503.
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackPage, PackPart } from '../../../src/domain/pack';
import { articles, articleVehicles } from '../../db/schema';
import { hit } from '../../lib/rate-limit';
import { createTurns } from '../../services/packs/pack-turns';
import { createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';
import { packLimit, packRoutes } from './packs.routes';

let t: Awaited<ReturnType<typeof createTestApp>>;
let carId: number;
let linked: number[];

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.05 });
  const [most] = await t.db
    .select({ carId: articleVehicles.carId, links: sql<number>`count(*)::int` })
    .from(articleVehicles)
    .groupBy(articleVehicles.carId)
    .orderBy(desc(sql`count(*)`), articleVehicles.carId)
    .limit(1);
  if (!most) throw new Error('no vehicle with parts');
  carId = most.carId;
  const links = await t.db
    .select({ articleId: articleVehicles.articleId })
    .from(articleVehicles)
    .where(eq(articleVehicles.carId, carId));
  linked = links.map((link) => link.articleId).sort((a, b) => a - b);
});
afterAll(() => t?.close());

const pack = (query: string, car: number | string = carId) =>
  getJson(t.app, `/api/packs/vehicle/${car}${query ? `?${query}` : ''}`) as Promise<{
    status: number;
    body: PackPage & { error?: string };
  }>;

/** Every page from the start (or `since`), following `next`. */
async function wholePack(query: string) {
  const pages: PackPage[] = [];
  let next: string | null = null;
  do {
    const res = await pack(next ? `${query}&cursor=${next}` : query);
    expect(res.status).toBe(200);
    pages.push(res.body);
    next = res.body.next;
  } while (next && pages.length < 100);
  return pages;
}

const ids = (parts: PackPart[]) => parts.map((part) => part.articleId);

describe('a whole pack', () => {
  it('carries each part’s first picture as the picture route draws it, and nothing for a part without one', async () => {
    const { body } = await pack('lang=ar&limit=40');
    const pictured = body.parts.find((part) => part.images.length > 0);
    const bare = body.parts.find((part) => part.images.length === 0);
    if (!pictured || !bare) throw new Error('the page should hold parts with and without pictures');
    const drawn = await t.app.request(`/api/images/article/${pictured.articleId}/1.svg`);
    expect(drawn.status).toBe(200);
    expect(pictured.thumbnail).toBe(await drawn.text());
    expect(pictured.thumbnail.startsWith('<svg')).toBe(true);
    expect(bare.thumbnail).toBe('');
  });

  it('pages every linked part exactly once, as many as total says', async () => {
    expect(linked.length).toBeGreaterThan(40);
    const pages = await wholePack('lang=no&limit=15');
    expect(pages.length).toBe(Math.ceil(linked.length / 15));
    const parts = pages.flatMap((page) => page.parts);
    expect(parts).toHaveLength(linked.length);
    expect(ids(parts).sort((a, b) => a - b)).toEqual(linked);
    for (const page of pages) {
      expect(page).toMatchObject({ carId, lang: 'no', total: linked.length });
      expect(page.version).toBeGreaterThan(Date.parse('2020-01-01'));
    }
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('is in the vehicle list order, and the default page is the whole of this one', async () => {
    const whole = await pack('lang=en');
    expect(whole.body.next).toBeNull();
    expect(whole.body.parts).toHaveLength(linked.length);
    const list = await getJson(t.app, `/api/tecdoc/get-products?carId=${carId}&lang=en&perPage=20`);
    expect(ids(whole.body.parts.slice(0, 20))).toEqual(list.body.items.map((i: PackPart) => i.articleId));
  });

  it('gives each part as get-products does, with the first picture only, its part type, colour and OE numbers', async () => {
    const { body } = await pack('lang=en&limit=12');
    const list = await getJson(t.app, `/api/tecdoc/get-products?carId=${carId}&lang=en&perPage=12`);
    expect(list.body.items).toHaveLength(12);
    for (const [i, item] of list.body.items.entries()) {
      const { _id, id, featured, options, images, ...card } = item;
      const part = body.parts[i] as PackPart;
      expect(part).toMatchObject({ ...card, images: images.slice(0, 1) });
      expect(part).not.toHaveProperty('featured');
      expect(part).not.toHaveProperty('_id');
      expect(Object.keys(part).sort()).toEqual(
        [...Object.keys(card), 'images', 'oeNumbers', 'thumbnail'].sort(),
      );
    }
    const withOe = body.parts.find((part) => part.oeNumbers.length > 0);
    expect(withOe).toBeDefined();
    const detail = await getJson(t.app, `/api/product/item?id=${withOe?.articleId}&lang=en`);
    const byText = (a: { manuName: string; oeNumber: string }, b: { manuName: string; oeNumber: string }) =>
      `${a.manuName} ${a.oeNumber}`.localeCompare(`${b.manuName} ${b.oeNumber}`);
    expect([...(withOe?.oeNumbers ?? [])].sort(byText)).toEqual(
      [...detail.body.product.oeNumbers].sort(byText),
    );
  });

  it('names and describes the parts in the asked language', async () => {
    const [ar, no] = await Promise.all([pack('lang=ar&limit=3'), pack('limit=3')]);
    expect(ar.body.lang).toBe('ar');
    expect(ar.body.parts[0]?.articleName).toMatch(/[\u0600-\u06ff]/);
    expect(no.body.lang).toBe('no');
    expect(no.body.parts[0]?.articleName).not.toMatch(/[\u0600-\u06ff]/);
  });

  it('is not kept by caches and is gzipped for a client that takes it', async () => {
    // fetch, not request: the contract check reads the body as JSON text.
    const res = await t.app.fetch(
      new Request(`http://localhost/api/packs/vehicle/${carId}`, { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('a refresh with since', () => {
  it('gives the parts whose price an admin changed after the version, and not the others', async () => {
    const first = await pack('limit=5');
    const version = first.body.version;
    const [changed, other, stockOnly] = linked;
    const admin = (await signIn(t.db, t.auth, { email: 'admin@bildeler.no', role: 'ADMIN' })).token;
    const [row] = await t.db
      .select({ price: articles.price })
      .from(articles)
      .where(eq(articles.articleId, changed as number));
    const price = (row?.price ?? 100) + 300;
    const res = await t.app.request('/api/product/admin/price', {
      ...jsonPost({ articleId: changed, price }, { Authorization: admin }),
      method: 'PUT',
    });
    expect(res.status).toBe(200);
    // An order's reservation changes stock_count only: not a change a pack carries.
    await t.db
      .update(articles)
      .set({ stockCount: sql`${articles.stockCount} + 1` })
      .where(eq(articles.articleId, stockOnly as number));

    const refresh = await pack(`since=${version}&lang=no`);
    expect(refresh.status).toBe(200);
    expect(ids(refresh.body.parts)).toEqual([changed]);
    expect(refresh.body.parts[0]?.price).toBe(price);
    expect(refresh.body.total).toBe(linked.length);
    expect(refresh.body.version).toBeGreaterThanOrEqual(version);
    expect(ids(refresh.body.parts)).not.toContain(other);
  });

  it('pages the changed parts by the same cursor', async () => {
    const { version } = (await pack('limit=1')).body;
    const two = linked.slice(1, 3) as number[];
    await t.db
      .update(articles)
      .set({ rating: sql`case when ${articles.rating} >= 4 then 1 else 5 end` })
      .where(sql`${articles.articleId} in (${sql.join(two, sql`, `)})`);
    const pages = await wholePack(`since=${version}&limit=1`);
    const changed = ids(pages.flatMap((page) => page.parts));
    expect(changed).toEqual(expect.arrayContaining([linked[0], ...two]));
    expect(new Set(changed).size).toBe(changed.length);
    expect(pages.length).toBe(changed.length);
  });

  it('gives nothing since a version from the future, and still the whole count', async () => {
    const { version } = (await pack('limit=1')).body;
    const later = await pack(`since=${version + 24 * 60 * 60_000}`);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ parts: [], next: null, total: linked.length });
  });
});

describe('wrong input', () => {
  it.each([
    ['abc', ''],
    ['0', ''],
    ['-5', ''],
    ['1.5', ''],
    ['99999999999', ''],
    [null, 'lang=de'],
    [null, 'cursor=not-a-cursor!'],
    [null, `cursor=${Buffer.from('12:x').toString('base64url')}`],
    [null, `cursor=${Buffer.from('1:99999999999').toString('base64url')}`],
    [null, 'limit=0'],
    [null, 'limit=5001'],
    [null, 'limit=ten'],
    [null, 'since=-1'],
    [null, 'since=yesterday'],
  ])('car %s with %s is 400 BAD_REQUEST', async (car, query) => {
    const res = await pack(query, car ?? carId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers 404 NOT_FOUND for a vehicle the catalogue does not have', async () => {
    const res = await pack('lang=en', 999_999_999);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'Vehicle not found in the catalogue.' });
  });
});

describe('protecting the other calls', () => {
  it('answers 503 PACKS_BUSY with Retry-After when no turn comes within the wait', async () => {
    const turns = createTurns(1, 30);
    const app = new Hono().route('/api/packs', packRoutes(t.deps, turns));
    const held = await turns.take();
    const busy = await app.request(`/api/packs/vehicle/${carId}?limit=1`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(await busy.json()).toMatchObject({ error: 'PACKS_BUSY' });
    held?.();
    expect((await app.request(`/api/packs/vehicle/${carId}?limit=1`)).status).toBe(200);
  });

  // Last: it uses up this address's pages for the window.
  it(`answers 429 TOO_MANY_REQUESTS with Retry-After past ${packLimit.limit} pages from one address`, async () => {
    await hit(t.db, packLimit, 'unknown', Date.now(), packLimit.limit);
    const res = await t.app.request(`/api/packs/vehicle/${carId}?limit=1`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  });
});
