// @engines: pglite
// Reading orders: GET /api/order/me (the signed-in user's, a Paging result of 8, newest first), GET /order/{id}
// (the owner or an ADMIN; everyone else the 404 of an order that does not exist) and GET /order/token/{token}
// (whoever holds the token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSize } from '../../../src/domain/checkout';
import { anArticle, type Body, call, createOrder, guestOrder, type TestArticle } from '../../test/order-kit';
import { createTestApp } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let owner: string;
let ownerId: number;
let stranger: string;
let admin: string;
/** The owner's orders as create-order answered them, oldest first. */
const placed: Body['order'][] = [];
let guestPlaced: Body['order'];

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  const signedIn = await signIn(t.db, t.auth, { email: 'owner@example.no' });
  owner = signedIn.token;
  ownerId = signedIn.user.id;
  stranger = (await signIn(t.db, t.auth, { email: 'stranger@example.no' })).token;
  admin = (await signIn(t.db, t.auth, { email: 'admin@example.no', role: 'ADMIN' })).token;
  for (let i = 1; i <= 10; i++) {
    const res = await createOrder(t.app, guestOrder([{ articleId: article.articleId, quantity: i }]), {
      token: owner,
    });
    if (res.status !== 201) throw new Error(`order ${i} not placed: ${res.raw}`);
    placed.push(res.body.order);
  }
  guestPlaced = (await createOrder(t.app, guestOrder([{ articleId: article.articleId, quantity: 1 }]))).body
    .order;
});
afterAll(() => t?.close());

const get = (path: string, token?: string) =>
  call(t.app, path, { headers: token === undefined ? {} : { Authorization: token } });
const newestFirst = () => [...placed].reverse();

describe('GET /api/order/me', () => {
  it('answers 401 without a session, and with one that is no valid session', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await get('/me', token);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('UNAUTHORIZED');
    }
  });

  it("answers page 1 of 8, newest first, as a Paging result of the user's orders only", async () => {
    const res = await get('/me', owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.body).toEqual({
      type: 'page',
      limit: orderPageSize,
      total: 10,
      page: 1,
      pages: 2,
      from: 1,
      to: 8,
      items: newestFirst().slice(0, 8),
    });
    const second = await get('/me?page=2', owner);
    expect(second.body).toMatchObject({ page: 2, from: 9, to: 10, items: newestFirst().slice(8) });
  });

  it('takes limit and sort (default and date_desc: newest first; date_asc: oldest first)', async () => {
    const ids = (body: Body) => body.items.map((order) => order.id);
    expect(ids((await get('/me?sort=date_desc&limit=3', owner)).body)).toEqual(
      newestFirst()
        .slice(0, 3)
        .map((order) => order.id),
    );
    expect(ids((await get('/me?sort=default&limit=3', owner)).body)).toEqual(
      newestFirst()
        .slice(0, 3)
        .map((order) => order.id),
    );
    const oldest = await get('/me?sort=date_asc&limit=3&page=2', owner);
    expect(oldest.body).toMatchObject({ limit: 3, page: 2, pages: 4, from: 4, to: 6 });
    expect(ids(oldest.body)).toEqual(placed.slice(3, 6).map((order) => order.id));
  });

  it('answers an empty page to a user without orders, and past the last page', async () => {
    expect((await get('/me', stranger)).body).toEqual({
      type: 'page',
      limit: 8,
      total: 0,
      page: 1,
      pages: 1,
      from: 0,
      to: 0,
      items: [],
    });
    expect((await get('/me?page=9', owner)).body).toMatchObject({ total: 10, page: 9, items: [] });
  });

  it.each(['page=0', 'page=x', 'page=-1', 'page=1.5', 'limit=0', 'limit=101', 'sort=name_asc', 'sort='])(
    'answers 400 to ?%s',
    async (query) => {
      const res = await get(`/me?${query}`, owner);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
    },
  );
});

describe('GET /api/order/{id}', () => {
  it('answers the owner and an ADMIN with the order as create-order answered it', async () => {
    const order = placed[0];
    for (const token of [owner, admin]) {
      const res = await get(`/${order?.id}`, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.body).toEqual({ order });
    }
  });

  it("answers 404 to another user and to a guest, for a user's order and for a guest order", async () => {
    for (const id of [placed[0]?.id, guestPlaced.id]) {
      for (const token of [stranger, undefined]) {
        const res = await get(`/${id}`, token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'ORDER_NOT_FOUND', message: expect.any(String) });
      }
    }
    expect((await get(`/${guestPlaced.id}`, owner)).status).toBe(404);
  });

  it('answers 404 to ids that are no order, and 401 to an invalid session', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', '2147483647', '%20']) {
      expect((await get(`/${id}`, owner)).status).toBe(404);
    }
    expect((await get(`/${placed[0]?.id}`, 'not-a-token')).status).toBe(401);
  });
});

describe('GET /api/order/token/{token}', () => {
  it('answers whoever holds the token, signed in or not', async () => {
    for (const order of [guestPlaced, placed[1]]) {
      const res = await get(`/token/${order?.token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.body).toEqual({ order });
    }
    expect((await get(`/token/${guestPlaced.token}`, stranger)).body).toEqual({ order: guestPlaced });
  });

  it("answers 404 to a token that is no order's", async () => {
    // The real token with its last character changed.
    const near = guestPlaced.token.slice(0, -1) + (guestPlaced.token.endsWith('A') ? 'B' : 'A');
    for (const token of ['x', near, 'A'.repeat(32), 'me']) {
      const res = await get(`/token/${token}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ORDER_NOT_FOUND');
    }
  });

  it("keeps the owner's /me apart from the order ids and tokens", async () => {
    expect((await get('/me', owner)).body.type).toBe('page');
    expect((await get('/token', owner)).status).toBe(404);
    expect(ownerId).toBe(placed[0]?.userId);
  });
});
