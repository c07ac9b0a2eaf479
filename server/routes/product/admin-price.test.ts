// @engines: pglite postgres (transactions, answer-cache)
// PUT /api/product/admin/price: admins only; whole kroner, the sale price below the price; the catalogue's answers
// show the new price at once in this process and, through the version in the database, in another one.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, cacheVersions } from '../../db/schema';
import { anotherProcess, createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let customer: string;
let articleId: number;
let price: number;
let other: ReturnType<typeof anotherProcess>;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'admin@bildeler.no', role: 'ADMIN' })).token;
  customer = (await signIn(t.db, t.auth, { email: 'kunde@example.no' })).token;
  const [row] = await t.db
    .select({ articleId: articles.articleId, price: articles.price })
    .from(articles)
    .where(isNull(articles.discount))
    .orderBy(articles.articleId)
    .limit(1);
  if (!row) throw new Error('no article without a sale price');
  ({ articleId, price } = row);
  other = anotherProcess(t);
});
afterAll(() => t?.close());

const setPrice = async (
  body: unknown,
  token: string | null = admin,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.request('/api/product/admin/price', {
    ...jsonPost(body, { ...(token === null ? {} : { Authorization: token }), ...headers }),
    method: 'PUT',
  });
  return { status: res.status, body: await res.json() };
};
type App = { request: (path: string) => Response | Promise<Response> };
const shown = async (app: App, lang = 'no') =>
  (await getJson(app, `/api/product/item?id=${articleId}&lang=${lang}`)).body.product as {
    price: number;
    discount: number | null;
  };
const version = async () =>
  (await t.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'catalogue')))[0]?.version ?? 0;

describe('PUT /api/product/admin/price', () => {
  it('is for admins: 401 without a session, 403 for a customer, nothing changed', async () => {
    expect((await setPrice({ articleId, price: 1 }, null)).status).toBe(401);
    expect((await setPrice({ articleId, price: 1 }, 'forged')).status).toBe(401);
    const denied = await setPrice({ articleId, price: 1 }, customer);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('FORBIDDEN');
    expect((await shown(t.app)).price).toBe(price);
  });

  it('sets price and sale price; the product answer of this process and of another shows them at once', async () => {
    // Both processes have the product in their answer caches.
    expect((await shown(t.app)).price).toBe(price);
    expect((await shown(other)).price).toBe(price);
    const before = await version();
    const res = await setPrice({ articleId, price: price + 200, discount: price + 150 }, admin, {
      'Accept-Language': 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ articleId, price: price + 200, discount: price + 150 });
    expect(await version()).toBe(before + 1);
    expect(await shown(t.app)).toMatchObject({ price: price + 200, discount: price + 150 });
    // The other process reads the moved version on its next call.
    expect(await shown(other)).toMatchObject({ price: price + 200, discount: price + 150 });
    const listed = await t.app.request('/api/product/validate', jsonPost({ articleIds: [articleId] }));
    expect((await listed.json()).articles[0]).toMatchObject({ unitPrice: price + 150 });
  });

  it('a sale price left out or null is none; the same values again raise no version', async () => {
    expect((await setPrice({ articleId, price: price + 10, discount: 5 })).body.product.discount).toBe(5);
    const res = await setPrice({ articleId, price: price + 10 });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ price: price + 10, discount: null });
    const before = await version();
    expect((await setPrice({ articleId, price: price + 10, discount: null })).status).toBe(200);
    expect(await version()).toBe(before);
    expect(await shown(t.app)).toMatchObject({ price: price + 10, discount: null });
  });

  it.each([
    [{ price: 100 }, 'articleId'],
    [{ articleId: 'x', price: 100 }, 'articleId'],
    [{ articleId: 0, price: 100 }, 'articleId'],
    [{ articleId: 1 }, 'price'],
    [{ articleId: 1, price: 0 }, 'price'],
    [{ articleId: 1, price: -5 }, 'price'],
    [{ articleId: 1, price: 99.5 }, 'price'],
    [{ articleId: 1, price: '100' }, 'price'],
    [{ articleId: 1, price: 10_000_001 }, 'price'],
    [{ articleId: 1, price: 100, discount: 100 }, 'discount'],
    [{ articleId: 1, price: 100, discount: 150 }, 'discount'],
    [{ articleId: 1, price: 100, discount: 0 }, 'discount'],
    [{ articleId: 1, price: 100, discount: 49.9 }, 'discount'],
    [{ articleId: 1, price: 100, discount: 'half' }, 'discount'],
  ])('%j → 400 naming %s', async (body, field) => {
    const res = await setPrice(body, admin, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('answers 404 for an article the catalogue does not have, and 400 for a body that is no JSON', async () => {
    const missing = await setPrice({ articleId: 2_000_000_000, price: 100 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('NOT_FOUND');
    expect((await setPrice('{')).status).toBe(400);
  });
});
