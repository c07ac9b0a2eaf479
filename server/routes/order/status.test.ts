// @engines: pglite postgres (locks, raw-sql)
// POST /api/order/payment-staus/{id}: the order's state machine on the server. An ADMIN moves an order within
// canMoveOrder (else 409 ILLEGAL_TRANSITION), each move recorded in the history as staff; the owner's (or the
// token holder's) report is only a hint that changes nothing for store and invoice orders; anyone else gets 404.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMoveOrder, type OrderStatus, orderStatuses } from '../../../src/domain/order';
import { orderEvents, orders } from '../../db/schema';
import { anyText, expectClientAnswer, rawBody } from '../../test/fuzz';
import { anArticle, type Body, call, createOrder, guestOrder, type TestArticle } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let owner: string;
let stranger: string;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  owner = (await signIn(t.db, t.auth, { email: 'status-owner@example.no' })).token;
  stranger = (await signIn(t.db, t.auth, { email: 'status-stranger@example.no' })).token;
  const staff = await signIn(t.db, t.auth, { email: 'status-admin@example.no', role: 'ADMIN' });
  admin = staff.token;
  adminId = staff.user.id;
});
afterAll(() => t?.close());

async function placeOrder(token?: string): Promise<Body['order']> {
  const res = await createOrder(
    t.app,
    guestOrder([{ articleId: article.articleId, quantity: 1 }]),
    token ? { token } : {},
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}

const report = (id: number | string, body: unknown, token?: string) =>
  call(t.app, `/payment-staus/${id}`, jsonPost(body, token ? { Authorization: token } : {}));

/** Puts an order straight into `status` (the way there is not what these tests are about). */
const setStatus = (id: number, status: OrderStatus) =>
  t.db.update(orders).set({ status }).where(eq(orders.id, id));

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => ({ from, to })));

describe('POST /api/order/payment-staus/{id} as ADMIN', () => {
  it.each(pairs.filter(({ from, to }) => !canMoveOrder(from, to)))(
    '$from → $to is refused: 409 ILLEGAL_TRANSITION, nothing changes',
    async ({ from, to }) => {
      const order = await placeOrder();
      await setStatus(order.id, from);
      const res = await report(order.id, { status: to, message: 'no' }, admin);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'ILLEGAL_TRANSITION', from, to });
      expect(res.body.message).toEqual(expect.any(String));
      expect(await statusOf(order.id)).toBe(from);
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events).toHaveLength(1);
    },
  );

  it('refuses a message with a control character (NUL) with 400 and moves nothing', async () => {
    const order = await placeOrder(owner);
    const res = await report(order.id, { status: 'PAID', message: 'ok\u0000' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it.each(pairs.filter(({ from, to }) => canMoveOrder(from, to)))(
    '$from → $to is made and recorded as staff, with the message',
    async ({ from, to }) => {
      const order = await placeOrder(owner);
      await setStatus(order.id, from);
      const res = await report(order.id, { status: to, message: `to ${to}` }, admin);
      expect(res.status).toBe(200);
      expect(res.body.order.status).toBe(to);
      expect(res.body.order.history).toEqual([
        { at: expect.any(String), from: null, to: 'PENDING', actor: 'customer', note: '' },
        { at: expect.any(String), from, to, actor: 'staff', note: `to ${to}` },
      ]);
      // The answer says "staff" (checked exactly above); who of the staff is kept in the database only.
      expect(JSON.stringify(res.body.order.history)).not.toContain('admin');
      const [event] = await t.db
        .select({ actor: orderEvents.actor })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, to)));
      expect(event?.actor).toBe(`admin:${adminId}`);
    },
  );

  it('walks an order PENDING → PAID → SHIPPED → COMPLETED; the owner reads the history oldest first', async () => {
    const order = await placeOrder(owner);
    for (const status of ['PAID', 'SHIPPED', 'COMPLETED'] as const) {
      expect((await report(order.id, { status }, admin)).status).toBe(200);
    }
    const read = await call(t.app, `/${order.id}`, { headers: { Authorization: owner } });
    expect(read.body.order.status).toBe('COMPLETED');
    expect(read.body.order.history?.map((e: { to: string }) => e.to)).toEqual([
      'PENDING',
      'PAID',
      'SHIPPED',
      'COMPLETED',
    ]);
    const page = await call(t.app, '/me', { headers: { Authorization: owner } });
    const listed = page.body.items.find((item) => item.id === order.id);
    expect(listed?.history).toHaveLength(4);
  });
});

describe('POST /api/order/payment-staus/{id} from the customer: only a hint', () => {
  it.each(orderStatuses)(
    'the owner saying %s changes nothing of an invoice order and gets the order',
    async (status) => {
      const order = await placeOrder(owner);
      const res = await report(order.id, { status, paymentId: 'p-1', message: 'I paid' }, owner);
      expect(res.status).toBe(200);
      expect(res.body.order).toMatchObject({ id: order.id, status: 'PENDING', payment: order.payment });
      expect(res.body.order.history).toHaveLength(1);
      expect(await statusOf(order.id)).toBe('PENDING');
    },
  );

  it('a guest holding the token gets the order, unchanged; without or with a wrong token 404', async () => {
    const order = await placeOrder();
    const res = await report(order.id, { status: 'PAID', token: order.token });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, status: 'PENDING' });
    for (const body of [{ status: 'PAID' }, { status: 'PAID', token: `${order.token.slice(1)}x` }]) {
      const refused = await report(order.id, body);
      expect(refused.status).toBe(404);
      expect(refused.body.error).toBe('ORDER_NOT_FOUND');
    }
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('another user, an unknown id and a malformed id get 404 ORDER_NOT_FOUND', async () => {
    const order = await placeOrder(owner);
    for (const [id, token] of [
      [order.id, stranger],
      [order.id, undefined],
      [999_999_999, admin],
      ['abc', owner],
    ] as const) {
      const res = await report(id, { status: 'PAID' }, token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'ORDER_NOT_FOUND', message: expect.any(String) });
    }
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('answers 400 with field errors to a bad body', async () => {
    const order = await placeOrder(owner);
    for (const body of [{}, { status: 'DELIVERED' }, { status: 'PAID', message: 'x'.repeat(501) }]) {
      const res = await report(order.id, body, admin);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(expect.any(Object));
    }
    expect(await statusOf(order.id)).toBe('PENDING');
  });

  it('never answers 5xx to random bodies, from anyone', async () => {
    const order = await placeOrder(owner);
    const body = fc.oneof(
      fc.record(
        {
          status: fc.oneof(fc.constantFrom(...orderStatuses), anyText),
          paymentId: anyText,
          registrationNumber: anyText,
          message: anyText,
          token: fc.oneof(fc.constant(order.token), anyText),
        },
        { requiredKeys: [] },
      ),
      fc.json(),
      fc.jsonValue(),
    );
    const id = fc.oneof(
      fc.constant(String(order.id)),
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
    );
    const who = fc.constantFrom(undefined, owner, stranger, admin);
    await fc.assert(
      fc.asyncProperty(body, id, who, async (b, path, token) => {
        await expectClientAnswer(
          await t.app.request(
            `/api/order/payment-staus/${encodeURIComponent(path)}`,
            jsonPost(rawBody(b), token ? { Authorization: token } : {}),
          ),
        );
      }),
      { numRuns: 150 },
    );
  });
});
