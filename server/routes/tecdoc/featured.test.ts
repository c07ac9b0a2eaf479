// @engines: pglite postgres (answer-cache)
// GET /api/tecdoc/set-article-featured, and the catalogue answer cache following the change in this process at
// at once, in this process and in another one (a second app over the same database, with its own cache).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, cacheVersions } from '../../db/schema';
import { anotherProcess, createTestApp, getJson } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let customer: string;
let other: ReturnType<typeof anotherProcess>;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  admin = (await signIn(t.db, t.auth, { email: 'admin@bildeler.no', role: 'ADMIN' })).token;
  customer = (await signIn(t.db, t.auth, { email: 'kunde@example.no' })).token;
  other = anotherProcess(t);
});
afterAll(() => t?.close());

type Article = { articleNumber: string; featured: boolean };
const featuredIn = async (app: { request: (path: string) => Response | Promise<Response> }) =>
  ((await getJson(app, '/api/tecdoc/get-feature-products?lang=no')).body.articles as Article[]).map(
    (a) => a.articleNumber,
  );
const setFeatured = (articleNumber: string, flag: string, token = admin, lang = 'en') =>
  t.app.request(
    `/api/tecdoc/set-article-featured?articleNumber=${encodeURIComponent(articleNumber)}&isFeatured=${flag}`,
    { headers: { Authorization: token, 'Accept-Language': lang } },
  );
const productOf = async (app: typeof other, articleNumber: string) =>
  (
    await getJson(
      app,
      `/api/tecdoc/get-product-by-article-number?lang=no&articleNumber=${encodeURIComponent(articleNumber)}`,
    )
  ).body.product as Article;
const plainArticle = async () => {
  const [row] = await t.db
    .select({ articleNumber: articles.articleNumber })
    .from(articles)
    .where(eq(articles.featured, false))
    .orderBy(articles.articleId)
    .limit(1);
  return row?.articleNumber as string;
};
const catalogueVersion = async () =>
  (await t.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'catalogue')))[0]?.version ?? 0;

describe('GET /api/tecdoc/set-article-featured', () => {
  it('answers 401 without a token and 403 for a customer, changing nothing', async () => {
    const number = await plainArticle();
    const anonymous = await t.app.request(
      `/api/tecdoc/set-article-featured?articleNumber=${number}&isFeatured=1`,
    );
    expect(anonymous.status).toBe(401);
    const denied = await setFeatured(number, '1', customer);
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toBe('FORBIDDEN');
    expect((await productOf(t.app, number)).featured).toBe(false);
  });

  it('answers 404 for an unknown article and 400 for bad input', async () => {
    const unknown = await setFeatured('NO-SUCH-NUMBER-42', '1');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'NOT_FOUND', message: 'Product not found.' });
    const number = await plainArticle();
    for (const query of [
      `articleNumber=${number}&isFeatured=yes`,
      `articleNumber=${number}&isFeatured=2`,
      `articleNumber=${number}`,
      'isFeatured=1',
      'articleNumber=%20&isFeatured=1',
      `articleNumber=${'9'.repeat(101)}&isFeatured=1`,
    ]) {
      const res = await t.app.request(`/api/tecdoc/set-article-featured?${query}`, {
        headers: { Authorization: admin },
      });
      expect(res.status, query).toBe(400);
    }
  });

  it('get-product-by-article-number carries the flag', async () => {
    const [row] = await t.db
      .select({ articleNumber: articles.articleNumber })
      .from(articles)
      .where(eq(articles.featured, true))
      .limit(1);
    expect((await productOf(t.app, row?.articleNumber as string)).featured).toBe(true);
    expect((await productOf(t.app, await plainArticle())).featured).toBe(false);
  });

  it('shows the change at once here and in another process', async () => {
    const number = await plainArticle();
    // Both processes have the answers cached before the change.
    expect(await featuredIn(t.app)).not.toContain(number);
    expect(await featuredIn(other)).not.toContain(number);
    expect((await productOf(other, number)).featured).toBe(false);
    const versionBefore = await catalogueVersion();

    const res = await setFeatured(number, '1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, articleNumber: number, isFeatured: true });
    expect(await catalogueVersion()).toBe(versionBefore + 1);

    // This process: at once.
    expect(await featuredIn(t.app)).toContain(number);
    expect((await productOf(t.app, number)).featured).toBe(true);
    // The other: its next call reads the moved version and drops everything it kept.
    expect(await featuredIn(other)).toContain(number);
    expect((await productOf(other, number)).featured).toBe(true);

    // And back, written through the other process this time.
    const off = await other.request(
      `/api/tecdoc/set-article-featured?articleNumber=${encodeURIComponent(number)}&isFeatured=0`,
      {
        headers: { Authorization: admin },
      },
    );
    expect(await off.json()).toEqual({ success: true, articleNumber: number, isFeatured: false });
    expect(await featuredIn(other)).not.toContain(number);
  });

  it('setting the flag it already has raises no version; the number is matched as typed', async () => {
    const number = await plainArticle();
    const before = await catalogueVersion();
    const res = await setFeatured(` ${number.toLowerCase()} `, '0');
    expect(await res.json()).toEqual({ success: true, articleNumber: number, isFeatured: false });
    expect(await catalogueVersion()).toBe(before);
    const on = await setFeatured(number, 'true');
    expect((await on.json()).isFeatured).toBe(true);
    expect(await catalogueVersion()).toBe(before + 1);
  });

  it('never answers 5xx to random query strings', async () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('0', '1', 'true', 'NO-SUCH', '%'));
    const query = fc.dictionary(fc.constantFrom('articleNumber', 'isFeatured', 'lang'), value, {
      maxKeys: 3,
    });
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const res = await t.app.request(`/api/tecdoc/set-article-featured?${new URLSearchParams(params)}`, {
          headers: { Authorization: admin },
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
