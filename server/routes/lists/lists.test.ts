// @engines: pglite postgres (races, transactions)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLimits } from '../../../src/domain/saved-lists';
import { articles, userSavedProducts } from '../../db/schema';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let articleIds: number[];
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  articleIds = (
    await t.db.select({ id: articles.articleId }).from(articles).orderBy(articles.articleId).limit(60)
  ).map((row) => row.id);
});
afterAll(() => t?.close());

type Item = { articleId: number; addedAt: string; product: { articleId: number; name: string } };
type Lists = { wishlist: Item[]; compare: Item[] };

const art = (i: number) => articleIds[i] as number;
const unknownArticle = 999_999_999;
const user = async () =>
  (await signIn(t.db, t.auth, { email: `${randomUUID().slice(0, 8)}@example.no` })).token;
const auth = (token: string, extra: Record<string, string> = {}) => ({ Authorization: token, ...extra });
const lists = async (token: string): Promise<Lists> => {
  const res = await t.app.request('/api/lists', { headers: auth(token) });
  expect(res.status).toBe(200);
  return res.json();
};
const ids = (items: Item[]) => items.map((item) => item.articleId);
const add = (token: string, list: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/lists/${list}`, jsonPost(body, auth(token, headers)));
const merge = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/api/lists/merge', jsonPost(body, auth(token, headers)));
const remove = (token: string, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/lists/${path}`, { method: 'DELETE', headers: auth(token, headers) });

describe('GET and POST /api/lists', () => {
  it('starts empty, puts a product on the wishlist (201) and lists it with the catalogue’s product', async () => {
    const token = await user();
    expect(await lists(token)).toEqual({ wishlist: [], compare: [] });
    const res = await add(token, 'wishlist', { articleId: art(0) });
    expect(res.status).toBe(201);
    const { item } = await res.json();
    expect(item).toMatchObject({
      articleId: art(0),
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      product: { articleId: art(0), articleNumber: expect.any(String), price: expect.any(Number) },
    });
    expect(await lists(token)).toEqual({ wishlist: [item], compare: [] });
  });

  it('a product already on the list answers 200 with the saved item, never a second row', async () => {
    const token = await user();
    const first = await (await add(token, 'compare', { articleId: art(1) })).json();
    const again = await add(token, 'compare', { articleId: art(1) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(token, 'compare', { articleId: art(2) })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(ids((await lists(token)).compare)).toEqual([art(1), art(2)]);
  });

  it('keeps the two lists apart and lists the oldest first', async () => {
    const token = await user();
    for (const i of [5, 3, 4]) await add(token, 'wishlist', { articleId: art(i) });
    await add(token, 'compare', { articleId: art(3) });
    const both = await lists(token);
    expect(ids(both.wishlist)).toEqual([art(5), art(3), art(4)]);
    expect(ids(both.compare)).toEqual([art(3)]);
  });

  it('leaves out an article the catalogue no longer has', async () => {
    const { user: owner, token } = await signIn(t.db, t.auth, {
      email: `${randomUUID().slice(0, 8)}@example.no`,
    });
    await add(token, 'wishlist', { articleId: art(6) });
    await t.db
      .insert(userSavedProducts)
      .values({ userId: owner.id, list: 'wishlist', articleId: unknownArticle });
    expect(ids((await lists(token)).wishlist)).toEqual([art(6)]);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['no articleId', {}, { articleId: 'REQUIRED' }],
    ['articleId as text', { articleId: '12' }, { articleId: 'INVALID' }],
    ['articleId 0', { articleId: 0 }, { articleId: 'INVALID' }],
    ['a negative articleId', { articleId: -5 }, { articleId: 'INVALID' }],
    ['a fractional articleId', { articleId: 1.5 }, { articleId: 'INVALID' }],
    ['an article not in the catalogue', { articleId: unknownArticle }, { articleId: 'UNKNOWN_ARTICLE' }],
    ['an articleId past the database integer', { articleId: 2 ** 40 }, { articleId: 'UNKNOWN_ARTICLE' }],
    ['a list instead of an object', [1, 2], { articleId: 'REQUIRED' }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_label, body, fields) => {
    const token = await user();
    const res = await add(token, 'wishlist', body, { 'Accept-Language': 'en' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    expect(await lists(token)).toEqual({ wishlist: [], compare: [] });
  });

  it('says an unknown product in the asked language', async () => {
    const token = await user();
    const en = await add(token, 'wishlist', { articleId: unknownArticle }, { 'Accept-Language': 'en' });
    expect((await en.json()).message).toBe('Product not found in the catalogue.');
    const no = await add(token, 'wishlist', { articleId: unknownArticle });
    expect((await no.json()).message).toBe('Fant ikke produktet i katalogen.');
  });

  it.each(['cart', 'WISHLIST', 'garage', '1'])('refuses the list name %s with 400', async (list) => {
    const token = await user();
    expect((await add(token, list, { articleId: art(0) })).status).toBe(400);
    expect((await remove(token, `${list}/${art(0)}`)).status).toBe(400);
    expect((await remove(token, list)).status).toBe(400);
  });

  it('refuses a body that is not JSON with 400 and answers 401 without a token', async () => {
    const token = await user();
    expect((await add(token, 'wishlist', '{"articleId": ')).status).toBe(400);
    expect((await t.app.request('/api/lists')).status).toBe(401);
    expect((await t.app.request('/api/lists/wishlist', jsonPost({ articleId: art(0) }))).status).toBe(401);
    expect((await t.app.request(`/api/lists/wishlist/${art(0)}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.app.request('/api/lists/compare', { method: 'DELETE' })).status).toBe(401);
    expect((await t.app.request('/api/lists/merge', jsonPost({ wishlist: [], compare: [] }))).status).toBe(
      401,
    );
  });
});

describe('the limits', () => {
  it(`the comparison takes ${listLimits.compare} products, then answers 409 LIST_FULL, also under a race`, async () => {
    const token = await user();
    const answers = await Promise.all(
      Array.from({ length: listLimits.compare + 5 }, (_, i) =>
        add(token, 'compare', { articleId: art(i) }, { 'Accept-Language': 'en' }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(listLimits.compare);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = answers.find((r) => r.status === 409);
    expect(await refused?.json()).toEqual({
      error: 'LIST_FULL',
      message: expect.stringContaining('at most'),
    });
    expect((await lists(token)).compare).toHaveLength(listLimits.compare);
    // One already on the full list is still answered as saved; the wishlist is another list.
    const kept = (await lists(token)).compare[0]?.articleId;
    expect((await add(token, 'compare', { articleId: kept })).status).toBe(200);
    expect((await add(token, 'wishlist', { articleId: art(30) })).status).toBe(201);
  });
});

describe('DELETE /api/lists/:list/:articleId and /api/lists/:list', () => {
  it('takes the product off, and answers success also when it was not there', async () => {
    const token = await user();
    await add(token, 'wishlist', { articleId: art(0) });
    await add(token, 'wishlist', { articleId: art(1) });
    await add(token, 'compare', { articleId: art(0) });
    for (let i = 0; i < 2; i++) {
      const res = await remove(token, `wishlist/${art(0)}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    const both = await lists(token);
    expect(ids(both.wishlist)).toEqual([art(1)]);
    expect(ids(both.compare)).toEqual([art(0)]);
  });

  it('empties one list and leaves the other', async () => {
    const token = await user();
    await add(token, 'wishlist', { articleId: art(0) });
    await add(token, 'compare', { articleId: art(1) });
    await add(token, 'compare', { articleId: art(2) });
    expect((await remove(token, 'compare')).status).toBe(200);
    const both = await lists(token);
    expect(ids(both.wishlist)).toEqual([art(0)]);
    expect(both.compare).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('refuses articleId %s with 400', async (id) => {
    expect((await remove(await user(), `wishlist/${id}`)).status).toBe(400);
  });
});

describe('POST /api/lists/merge', () => {
  it('adds what each list lacks, in order, once each, skips unknown articles and answers both lists', async () => {
    const token = await user();
    await add(token, 'wishlist', { articleId: art(20) });
    const res = await merge(token, {
      wishlist: [art(21), art(20), unknownArticle, art(22), art(21)],
      compare: [art(23)],
    });
    expect(res.status).toBe(200);
    const merged: Lists = await res.json();
    expect(ids(merged.wishlist)).toEqual([art(20), art(21), art(22)]);
    expect(ids(merged.compare)).toEqual([art(23)]);
    expect(await lists(token)).toEqual(merged);
  });

  it('is idempotent by content: merging the same lists again changes nothing', async () => {
    const token = await user();
    const body = { wishlist: [art(30), art(31)], compare: [art(32)] };
    const first = await (await merge(token, body)).json();
    expect(await (await merge(token, body)).json()).toEqual(first);
    expect(first.wishlist).toHaveLength(2);
  });

  it('fills a list up to its limit and leaves the rest out', async () => {
    const token = await user();
    for (let i = 0; i < listLimits.compare - 2; i++) await add(token, 'compare', { articleId: art(i) });
    const more = [40, 41, 42, 43].map(art);
    const merged: Lists = await (await merge(token, { wishlist: [], compare: more })).json();
    expect(merged.compare).toHaveLength(listLimits.compare);
    expect(ids(merged.compare).slice(-2)).toEqual([art(40), art(41)]);
  });

  it('refuses more ids than a list holds, and a bad id, naming the field', async () => {
    const token = await user();
    const tooMany = await merge(token, {
      wishlist: [],
      compare: Array.from({ length: listLimits.compare + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields).toEqual({ compare: 'TOO_MANY' });
    const wishlist = Array.from({ length: listLimits.wishlist + 1 }, (_, i) => i + 1);
    expect((await (await merge(token, { wishlist, compare: [] })).json()).fields).toEqual({
      wishlist: 'TOO_MANY',
    });
    const bad = await merge(token, { wishlist: [art(0), 'x'], compare: [] });
    expect((await bad.json()).fields).toEqual({ 'wishlist.1': 'INVALID' });
    expect((await merge(token, { wishlist: 'all', compare: [] })).status).toBe(400);
    expect((await (await merge(token, { wishlist: [] })).json()).fields).toEqual({ compare: 'REQUIRED' });
    expect((await merge(token, [])).status).toBe(400);
    expect(await lists(token)).toEqual({ wishlist: [], compare: [] });
  });
});

describe('one user never sees or changes another user’s lists', () => {
  it('reads, removes, empties and merges only the caller’s own', async () => {
    const a = await user();
    const b = await user();
    await add(a, 'wishlist', { articleId: art(10) });
    await add(a, 'compare', { articleId: art(11) });
    expect(await lists(b)).toEqual({ wishlist: [], compare: [] });
    // B taking A's product off, or emptying "the" comparison, touches only B's lists.
    expect((await remove(b, `wishlist/${art(10)}`)).status).toBe(200);
    expect((await remove(b, 'compare')).status).toBe(200);
    const ofA = await lists(a);
    expect(ids(ofA.wishlist)).toEqual([art(10)]);
    expect(ids(ofA.compare)).toEqual([art(11)]);
    // B saving the same product gets B's own row; B's merge answers B's lists only.
    expect((await add(b, 'wishlist', { articleId: art(10) })).status).toBe(201);
    const ofB: Lists = await (await merge(b, { wishlist: [], compare: [art(12)] })).json();
    expect(ids(ofB.wishlist)).toEqual([art(10)]);
    expect(ids(ofB.compare)).toEqual([art(12)]);
    expect(ids((await lists(a)).compare)).toEqual([art(11)]);
  });

  it('the same Idempotency-Key and body from another user is that user’s own request, not a replay', async () => {
    const a = await user();
    const b = await user();
    const key = randomUUID();
    const fromA = await add(a, 'wishlist', { articleId: art(13) }, { 'Idempotency-Key': key });
    expect(fromA.status).toBe(201);
    const fromB = await add(b, 'wishlist', { articleId: art(13) }, { 'Idempotency-Key': key });
    expect(fromB.status).toBe(201);
    expect(fromB.headers.get('Idempotent-Replayed')).toBeNull();
    expect(ids((await lists(b)).wishlist)).toEqual([art(13)]);
  });
});

describe('Idempotency-Key on the list writes', () => {
  it('the same key twice changes once: an add, a remove and an emptying sent again are replayed', async () => {
    const token = await user();
    const addKey = randomUUID();
    const first = await add(token, 'wishlist', { articleId: art(50) }, { 'Idempotency-Key': addKey });
    expect(first.status).toBe(201);
    await remove(token, `wishlist/${art(50)}`);
    // The add sent again with its key (a retry whose first answer was lost) does not put the product back.
    const again = await add(token, 'wishlist', { articleId: art(50) }, { 'Idempotency-Key': addKey });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await lists(token)).wishlist).toEqual([]);

    await add(token, 'wishlist', { articleId: art(51) });
    const removeKey = randomUUID();
    expect((await remove(token, `wishlist/${art(51)}`, { 'Idempotency-Key': removeKey })).status).toBe(200);
    await add(token, 'wishlist', { articleId: art(51) });
    const replayed = await remove(token, `wishlist/${art(51)}`, { 'Idempotency-Key': removeKey });
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(ids((await lists(token)).wishlist)).toEqual([art(51)]);

    const clearKey = randomUUID();
    await remove(token, 'wishlist', { 'Idempotency-Key': clearKey });
    await add(token, 'wishlist', { articleId: art(52) });
    expect(
      (await remove(token, 'wishlist', { 'Idempotency-Key': clearKey })).headers.get('Idempotent-Replayed'),
    ).toBe('true');
    expect(ids((await lists(token)).wishlist)).toEqual([art(52)]);

    const mergeKey = randomUUID();
    const mergeBody = { wishlist: [], compare: [art(53)] };
    const merged = await merge(token, mergeBody, { 'Idempotency-Key': mergeKey });
    const mergedAgain = await merge(token, mergeBody, { 'Idempotency-Key': mergeKey });
    expect(mergedAgain.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await mergedAgain.json()).toEqual(await merged.json());
  });

  it('refuses a malformed key (400) and a reused key with another body (422)', async () => {
    const token = await user();
    expect(
      (await add(token, 'wishlist', { articleId: art(54) }, { 'Idempotency-Key': 'short' })).status,
    ).toBe(400);
    const key = randomUUID();
    expect((await add(token, 'wishlist', { articleId: art(54) }, { 'Idempotency-Key': key })).status).toBe(
      201,
    );
    expect((await add(token, 'wishlist', { articleId: art(55) }, { 'Idempotency-Key': key })).status).toBe(
      422,
    );
  });
});
