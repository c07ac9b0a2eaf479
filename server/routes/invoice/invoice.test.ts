// @engines: pglite postgres (raw-sql, sql-behaviour)
// /api/invoice: the account's standing as the checkout reads it, the staff's search and terms, and create-order's
// invoice refusals as the PWA reads them (a field error on paymentMethod with the standing, in the caller's language).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anArticle, approveForInvoice, deliveredOrder, type TestArticle } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { id: number; token: string };
let article: TestArticle;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  const staff = await signIn(t.db, t.auth, { email: 'credit-staff@example.no', role: 'ADMIN' });
  admin = { id: staff.user.id, token: staff.token };
  article = await anArticle(t.db, 'on-backorder');
});
afterAll(() => t?.close());

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };
async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await t.app.request(`/api/invoice${path}`, init);
  const raw = await res.text();
  return { status: res.status, body: raw ? JSON.parse(raw) : {}, headers: res.headers };
}
const as = (token: string, more: Record<string, string> = {}) => ({
  headers: { Authorization: token, ...more },
});
const put = (id: number | string, terms: unknown, token = admin.token) =>
  send(`/admin/customers/${id}`, {
    method: 'PUT',
    body: JSON.stringify(terms),
    headers: { 'Content-Type': 'application/json', Authorization: token },
  });

describe('GET /api/invoice/me', () => {
  it("answers the account's standing, never cached; 401 for a guest", async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: 'standing@example.no' });
    const none = await send('/me', as(token));
    expect(none.status).toBe(200);
    expect(none.headers.get('Cache-Control')).toBe('no-store');
    expect(none.body).toEqual({ invoice: { approved: false, limit: 0, open: 0, available: 0 } });
    await approveForInvoice(t.db, user.id, 5000);
    const order = await t.app.request(
      '/api/order/create-order',
      jsonPost(deliveredOrder([{ articleId: article.articleId, quantity: 1 }]), {
        Authorization: token,
        'Idempotency-Key': randomUUID(),
      }),
    );
    expect(order.status).toBe(201);
    const total = ((await order.json()) as { order: { total: number } }).order.total;
    expect((await send('/me', as(token))).body).toEqual({
      invoice: {
        approved: true,
        limit: 5000,
        open: total,
        available: Math.round((5000 - total) * 100) / 100,
      },
    });
    expect((await send('/me')).status).toBe(401);
  });
});

describe('create-order over the limit', () => {
  it('is a field error on paymentMethod with the standing, the amounts in the words of the language', async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: 'over@example.no' });
    await approveForInvoice(t.db, user.id, 1);
    const body = deliveredOrder([{ articleId: article.articleId, quantity: 1 }]);
    const answers = await Promise.all(
      (['en', 'no', 'ar'] as const).map(async (lang) => {
        const res = await t.app.request(
          '/api/order/create-order',
          jsonPost(body, { Authorization: token, 'Idempotency-Key': randomUUID(), 'Accept-Language': lang }),
        );
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'VALIDATION_ERROR',
        fields: { paymentMethod: 'INVOICE_OVER_LIMIT' },
        invoice: { approved: true, limit: 1, open: 0, available: 1 },
      });
    }
    const [en, no, ar] = answers.map((answer) => String(answer.body.message));
    expect(en).toContain('you have 1 kr left of 1 kr');
    expect(no).toContain('du har 1 kr igjen av 1 kr');
    expect(ar).toContain('\u20661 kr\u2069');
  });
});

describe('GET /api/invoice/admin/customers', () => {
  it('finds accounts by a part of their email, wildcards taken literally, with their terms and balance', async () => {
    await signIn(t.db, t.auth, { email: 'verksted_100@bil.no' });
    await signIn(t.db, t.auth, { email: 'verkstedx100@bil.no' });
    const found = await send('/admin/customers?search=VERKSTED_1', as(admin.token));
    expect(found.status).toBe(200);
    expect(found.headers.get('Cache-Control')).toBe('no-store');
    expect(found.body.customers).toEqual([
      {
        id: expect.any(Number),
        email: 'verksted_100@bil.no',
        firstName: '',
        lastName: '',
        role: 'CUSTOMER',
        approved: false,
        limit: 0,
        open: 0,
        available: 0,
        setBy: null,
        setAt: null,
      },
    ]);
    expect((await send('/admin/customers?search=%25%25%25', as(admin.token))).body.customers).toEqual([]);
  });

  it('answers 400 to a search too short, too long or with control characters; 401 and 403 to others', async () => {
    for (const search of ['', 'ab', 'x'.repeat(101), 'abc%00d']) {
      const res = await send(
        `/admin/customers?search=${search}`,
        as(admin.token, { 'Accept-Language': 'en' }),
      );
      expect(res.status, search).toBe(400);
      expect(res.body).toMatchObject({ error: 'VALIDATION_ERROR', fields: { search: expect.any(String) } });
    }
    expect((await send('/admin/customers')).status).toBe(401);
    const customer = await signIn(t.db, t.auth, { email: 'nosy@example.no' });
    expect((await send('/admin/customers?search=example', as(customer.token))).status).toBe(403);
  });
});

describe('PUT /api/invoice/admin/customers/{id}', () => {
  it('sets approval and limit, says who set them and when, and answers the account', async () => {
    const { user, token } = await signIn(t.db, t.auth, { email: 'terms@example.no' });
    const res = await put(user.id, { approved: true, limit: 25_000 });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      id: user.id,
      email: 'terms@example.no',
      approved: true,
      limit: 25_000,
      open: 0,
      available: 25_000,
      setBy: `admin:${admin.id}`,
      setAt: expect.any(String),
    });
    expect((await send('/me', as(token))).body.invoice).toMatchObject({ approved: true, limit: 25_000 });
    expect((await put(user.id, { approved: true, limit: 0 })).body.customer).toMatchObject({ available: 0 });
  });

  it('answers 404 to an account that does not exist, and to an id that is no id', async () => {
    for (const id of ['2000000000', '0', '-1', 'abc', '99999999999']) {
      const res = await put(id, { approved: true, limit: 10 });
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('CUSTOMER_NOT_FOUND');
    }
  });

  it('answers 400 VALIDATION_ERROR naming the field to terms it cannot take', async () => {
    const { user } = await signIn(t.db, t.auth, { email: 'bad-terms@example.no' });
    for (const [terms, fields] of [
      [{ approved: true, limit: -1 }, { limit: 'INVALID' }],
      [{ approved: true, limit: 10.5 }, { limit: 'INVALID' }],
      [{ approved: true, limit: 1_000_001 }, { limit: 'INVALID' }],
      [{ approved: true, limit: '100' }, { limit: 'INVALID' }],
      [{ approved: 1, limit: 100 }, { approved: 'INVALID' }],
      [{}, { approved: 'REQUIRED', limit: 'REQUIRED' }],
    ] as const) {
      const res = await put(user.id, terms);
      expect(res.status, JSON.stringify(terms)).toBe(400);
      expect(res.body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String), fields });
    }
  });
});
