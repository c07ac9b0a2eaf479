// @engines: pglite postgres (sql-behaviour)
// GET /api/order/admin: the staff's order desk. ADMIN only (401 without a session, 403 for a customer), the shop's
// Paging result newest first, a filter by status and a search by number or email; the desk moves an order with
// POST /order/payment-staus/{id} within the state machine (409 otherwise), each move in the history as staff.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveOrder, type OrderStatus, orderStatuses } from '../../../src/domain/order';
import type { DeskOrderPage } from '../../../src/domain/order-desk';
import { orders } from '../../db/schema';
import { expectClientAnswer } from '../../test/fuzz';
import {
  anArticle,
  type Body,
  call,
  createOrder,
  guestOrder,
  homeAddress,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let another: TestArticle;
let customer: string;
let admin: string;
/** The orders of the list tests, oldest first. */
const placed: Body['order'][] = [];
const emails = [
  'desk-anna@example.no',
  'Desk-Bjorn@Example.no',
  'desk_ceci@example.no',
  'desk-anna.two@example.no',
  'other@example.no',
];
const statuses: OrderStatus[] = ['PENDING', 'PAID', 'SHIPPED', 'COMPLETED', 'CANCELLED'];

async function placeOrder(email: string, lines = 1): Promise<Body['order']> {
  const items = [{ articleId: article.articleId, quantity: 1 }];
  if (lines === 2) items.push({ articleId: another.articleId, quantity: 2 });
  const res = await createOrder(
    t.app,
    guestOrder(items, { email, billingAddress: { ...homeAddress, email } }),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}

const setStatus = (id: number, status: OrderStatus) =>
  t.db.update(orders).set({ status }).where(eq(orders.id, id));

type Desk = { status: number; body: DeskOrderPage & { error: string; message: string } };
async function desk(query: string, token: string | null = admin): Promise<Desk> {
  const res = await call(t.app, `/admin${query}`, token ? { headers: { Authorization: token } } : {});
  return { status: res.status, body: res.body as unknown as Desk['body'] };
}
const numbersOf = (page: DeskOrderPage) => page.items.map((row) => row.number);
const move = (id: number, status: OrderStatus) =>
  call(
    t.app,
    `/payment-staus/${id}`,
    jsonPost({ status, message: `desk ${status}` }, { Authorization: admin }),
  );

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  another = await anArticle(t.db, 'on-backorder');
  customer = (await signIn(t.db, t.auth, { email: 'desk-customer@example.no' })).token;
  admin = (await signIn(t.db, t.auth, { email: 'desk-admin@example.no', role: 'ADMIN' })).token;
  for (const [index, email] of emails.entries()) placed.push(await placeOrder(email, index === 0 ? 2 : 1));
  // One order in each status, placed a minute apart so "newest first" does not hang on the clock's resolution.
  for (const [index, order] of placed.entries()) {
    const status = statuses[index] ?? 'PENDING';
    await t.db
      .update(orders)
      .set({ status, createdAt: new Date(Date.UTC(2026, 0, 1, 12, index)) })
      .where(eq(orders.id, order.id));
  }
});
afterAll(() => t?.close());

describe('GET /api/order/admin: who may', () => {
  it('is 401 without a session and 403 for a customer, as JSON', async () => {
    const none = await desk('', null);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'UNAUTHORIZED', message: expect.any(String) });
    const forbidden = await desk('', customer);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String) });
    expect((await desk('', 'not-a-session')).status).toBe(401);
  });

  it('is never cached', async () => {
    const res = await t.app.request('/api/order/admin', { headers: { Authorization: admin } });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('GET /api/order/admin: the list', () => {
  it('lists every order newest first, each row with what the desk shows', async () => {
    const { status, body } = await desk('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'page', page: 1, limit: 20, total: 5, pages: 1, from: 1, to: 5 });
    expect(numbersOf(body)).toEqual(placed.map((order) => order.number).reverse());
    const first = placed[0];
    if (!first) throw new Error('no order');
    expect(body.items.at(-1)).toEqual({
      id: first.id,
      number: first.number,
      created: '2026-01-01T12:00:00.000Z',
      status: 'PENDING',
      email: 'desk-anna@example.no',
      customerName: 'Kari Nordmann',
      total: first.total,
      payment: { method: 'store', status: 'PENDING', problem: null },
      lines: 2,
      reference: null,
      vehicle: null,
    });
  });

  it('pages with the shop’s Paging result', async () => {
    const second = await desk('?page=2&limit=2');
    expect(second.body).toMatchObject({ page: 2, limit: 2, total: 5, pages: 3, from: 3, to: 4 });
    expect(numbersOf(second.body)).toEqual([placed[2]?.number, placed[1]?.number]);
    const last = await desk('?page=3&limit=2');
    expect(numbersOf(last.body)).toEqual([placed[0]?.number]);
    const beyond = await desk('?page=9&limit=2');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ items: [], total: 5, from: 17, to: 16 });
  });

  it.each(statuses.map((status, index) => ({ status, index })))(
    'filters by $status',
    async ({ status, index }) => {
      const { body } = await desk(`?status=${status}`);
      expect(numbersOf(body)).toEqual([placed[index]?.number]);
      expect(body.total).toBe(1);
    },
  );

  it('takes an empty status as no filter', async () => {
    expect((await desk('?status=&search=')).body.total).toBe(5);
  });

  it('finds an order by its number: exact, prefix, any case, BD- left out', async () => {
    const number = placed[3]?.number ?? '';
    const digits = number.replace('BD-', '');
    for (const search of [number, number.toLowerCase(), digits, ` ${digits} `]) {
      expect(numbersOf((await desk(`?search=${encodeURIComponent(search)}`)).body)).toEqual([number]);
    }
    expect((await desk(`?search=${encodeURIComponent(digits.slice(0, 3))}`)).body.total).toBe(5);
    expect((await desk('?search=BD-')).body.total).toBe(5);
    expect((await desk('?search=9999999')).body.total).toBe(0);
  });

  it('finds orders by a part of their email, any case', async () => {
    const anna = await desk('?search=DESK-ANNA');
    expect(numbersOf(anna.body)).toEqual([placed[3]?.number, placed[0]?.number]);
    const bjorn = await desk('?search=bjorn%40example');
    expect(numbersOf(bjorn.body)).toEqual([placed[1]?.number]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(numbersOf((await desk('?search=desk_')).body)).toEqual([placed[2]?.number]);
    expect((await desk('?search=%25')).body.total).toBe(0);
    expect((await desk('?search=desk%25anna')).body.total).toBe(0);
  });

  it('refuses a search with a control character (NUL cannot be compared in PostgreSQL) with 400', async () => {
    expect((await desk('?search=BD%00')).status).toBe(400);
  });

  it('combines the status filter with the search', async () => {
    expect(numbersOf((await desk('?status=COMPLETED&search=desk-anna')).body)).toEqual([placed[3]?.number]);
    expect((await desk('?status=PAID&search=desk-anna')).body.total).toBe(0);
  });

  it.each([
    '?status=SENT',
    '?status=pending',
    '?page=0',
    '?page=abc',
    '?limit=0',
    '?limit=101',
    `?search=${'x'.repeat(101)}`,
  ])('answers 400 BAD_REQUEST to %s', async (query) => {
    const { status, body } = await desk(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('never answers 5xx to any query string', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom(...orderStatuses, '', '0', '-1', '1e3', '100001', '%', '_', '\\'),
      fc.integer().map(String),
    );
    const query = fc.dictionary(fc.constantFrom('page', 'limit', 'status', 'search', 'sort', 'x'), value);
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const res = await t.app.request(`/api/order/admin?${new URLSearchParams(params)}`, {
          headers: { Authorization: admin },
        });
        await expectClientAnswer(res);
      }),
      { numRuns: 150 },
    );
  });
});

describe('moving an order from the desk', () => {
  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => ({ from, to })));

  it.each(pairs.filter(({ from, to }) => !canMoveOrder(from, to)))(
    '$from → $to is refused with 409 ILLEGAL_TRANSITION and the desk still shows $from',
    async ({ from, to }) => {
      const order = await placeOrder(`desk-illegal-${from}-${to}@example.no`.toLowerCase());
      await setStatus(order.id, from);
      const res = await move(order.id, to);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'ILLEGAL_TRANSITION', message: expect.any(String), from, to });
      const { body } = await desk(`?search=${order.number}`);
      expect(body.items.map((row) => row.status)).toEqual([from]);
    },
  );

  it.each(pairs.filter(({ from, to }) => canMoveOrder(from, to)))(
    '$from → $to is made, recorded as staff and shown on the desk',
    async ({ from, to }) => {
      const order = await placeOrder(`desk-legal-${from}-${to}@example.no`.toLowerCase());
      await setStatus(order.id, from);
      const res = await move(order.id, to);
      expect(res.status).toBe(200);
      expect(res.body.order.history?.at(-1)).toEqual({
        at: expect.any(String),
        from,
        to,
        actor: 'staff',
        note: `desk ${to}`,
      });
      const read = await call(t.app, `/${order.id}`, { headers: { Authorization: admin } });
      expect(read.body.order.status).toBe(to);
      expect(read.body.order.history?.at(-1)).toMatchObject({ from, to, actor: 'staff' });
      const { body } = await desk(`?search=${order.number}`);
      expect(body.items.map((row) => row.status)).toEqual([to]);
    },
  );

  it('lets a customer move nothing, not even their own order', async () => {
    const items = [{ articleId: article.articleId, quantity: 1 }];
    const own = await createOrder(t.app, guestOrder(items), { token: customer });
    const id = own.body.order.id;
    const res = await call(
      t.app,
      `/payment-staus/${id}`,
      jsonPost({ status: 'SHIPPED' }, { Authorization: customer }),
    );
    expect(res.status).toBeLessThan(500);
    const { body } = await desk(`?search=${own.body.order.number}`);
    expect(body.items.map((row) => row.status)).toEqual(['PENDING']);
  });
});
