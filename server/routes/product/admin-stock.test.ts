// @engines: pglite postgres (transactions, answer-cache)
// GET / PUT /api/product/admin/stock: ADMINs only; the units on the shelf, their status, what waiting orders hold
// and staff's last changes (who, when, from, to); setting takes whole numbers from 0, turns the status with them,
// keeps a change only when something changed, and the catalogue's answers here and in another process show it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockEvents } from '../../db/schema';
import { anArticle, createOrder, homeAddress, setStock } from '../../test/order-kit';
import { anotherProcess, createTestApp, getJson, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'stock-staff@bildeler.no', role: 'ADMIN' })).token;
  customer = (await signIn(t.db, t.auth, { email: 'stock-kunde@example.no' })).token;
}, 180_000);
afterAll(() => t?.close());

const auth = (token: string | null): Record<string, string> => (token ? { Authorization: token } : {});
async function put(body: unknown, token: string | null = admin, headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/product/admin/stock', {
    ...jsonPost(body, { ...auth(token), ...headers }),
    method: 'PUT',
  });
  return { status: res.status, body: await res.json() };
}
async function get(articleId: number | string, token: string | null = admin) {
  const res = await t.app.request(`/api/product/admin/stock?articleId=${articleId}`, {
    headers: auth(token),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
type App = { request: (path: string) => Response | Promise<Response> };
const shown = async (app: App, articleId: number) =>
  (await getJson(app, `/api/product/item?id=${articleId}&lang=no`)).body.product.stock;

describe('/api/product/admin/stock', () => {
  it('is for ADMINs: 401 without a session, 403 for a customer; nothing changes', async () => {
    const article = await anArticle(t.db, 'in-stock');
    expect((await get(article.articleId, null)).status).toBe(401);
    expect((await get(article.articleId, customer)).status).toBe(403);
    expect((await put({ articleId: article.articleId, stockCount: 0 }, null)).status).toBe(401);
    const denied = await put({ articleId: article.articleId, stockCount: 0 }, customer);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('FORBIDDEN');
    expect((await get(article.articleId)).body.stock).toMatchObject({ stockCount: article.stockCount });
  });

  it('shows the shelf, its status and what waiting orders hold; not kept by any cache', async () => {
    const article = await anArticle(t.db, 'in-stock', 3);
    const email = 'holder@example.no';
    const placed = await createOrder(t.app, {
      items: [{ articleId: article.articleId, quantity: 2 }],
      email,
      billingAddress: { ...homeAddress, email },
      pickup: true,
      paymentMethod: 'store',
    });
    expect(placed.status).toBe(201);
    const res = await get(article.articleId);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.body.stock).toEqual({
      articleId: article.articleId,
      stock: article.stockCount - 2 > 0 ? 'in-stock' : 'out-of-stock',
      stockCount: article.stockCount - 2,
      held: 2,
      changes: [],
    });
  });

  it('sets the units and the status they mean, with who did it; every process shows it', async () => {
    const article = await anArticle(t.db, 'in-stock');
    const other = anotherProcess(t);
    expect(await shown(other, article.articleId)).toBe('in-stock');

    const emptied = await put({ articleId: article.articleId, stockCount: 0 });
    expect(emptied.status).toBe(200);
    expect(emptied.body.stock).toMatchObject({ stock: 'out-of-stock', stockCount: 0 });
    expect(await shown(t.app, article.articleId)).toBe('out-of-stock');
    expect(await shown(other, article.articleId)).toBe('out-of-stock');

    const filled = await put({ articleId: article.articleId, stockCount: 12 });
    expect(filled.body.stock).toMatchObject({ stock: 'in-stock', stockCount: 12 });
    expect(filled.body.stock.changes).toEqual([
      {
        at: expect.any(String),
        by: 'stock-staff@bildeler.no',
        fromStock: 'out-of-stock',
        toStock: 'in-stock',
        fromCount: 0,
        toCount: 12,
      },
      expect.objectContaining({ fromStock: 'in-stock', toStock: 'out-of-stock', toCount: 0 }),
    ]);
    expect(await shown(other, article.articleId)).toBe('in-stock');

    // The same units again change nothing and add no line to the history.
    await put({ articleId: article.articleId, stockCount: 12 });
    const kept = await t.db.select().from(stockEvents).where(eq(stockEvents.articleId, article.articleId));
    expect(kept).toHaveLength(2);
  });

  it('keeps a backorder article on backorder at 0, and in stock once it has units', async () => {
    const article = await anArticle(t.db, 'on-backorder');
    expect((await put({ articleId: article.articleId, stockCount: 0 })).body.stock.stock).toBe(
      'on-backorder',
    );
    expect((await put({ articleId: article.articleId, stockCount: 4 })).body.stock.stock).toBe('in-stock');
    await setStock(t.db, article.articleId, 'on-backorder', 0);
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['text', '3'],
    ['nothing', undefined],
    ['too many', 1_000_001],
  ])('refuses %s with 400 and a field error in the caller’s language', async (_name, stockCount) => {
    const article = await anArticle(t.db, 'in-stock');
    const res = await put({ articleId: article.articleId, stockCount }, admin, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: { stockCount: expect.stringMatching(/^(INVALID|REQUIRED)$/) },
      message: expect.stringMatching(/whole number|fill in/),
    });
    expect((await get(article.articleId)).body.stock.stockCount).toBe(article.stockCount);
  });

  it('answers 404 for an article that does not exist, and 400 for an id that is no id', async () => {
    expect((await put({ articleId: 2_000_000_000, stockCount: 1 })).status).toBe(404);
    expect((await get(2_000_000_000)).status).toBe(404);
    expect((await get('abc')).status).toBe(400);
  });
});
