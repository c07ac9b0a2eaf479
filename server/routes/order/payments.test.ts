// @engines: pglite postgres (races, locks)
// POST /api/order/create-payments: the payment of the method chosen at checkout, created once (a second call, or
// ten at once, answer the same payment), for the owner or whoever holds the order's token; others get a 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDueDate } from '../../services/payments/offline-providers';
import {
  anArticle,
  approveForInvoice,
  type Body,
  call,
  createOrder,
  createPayment,
  deliveredOrder,
  guestOrder,
  homeAddress,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';

let t: Awaited<ReturnType<typeof createTestApp>>;
let article: TestArticle;
let owner: { token: string; id: number };
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({ catalogueScale: 0.01 });
  article = await anArticle(t.db, 'on-backorder');
  const signedIn = await signIn(t.db, t.auth, { email: 'payer@example.no' });
  owner = { token: signedIn.token, id: signedIn.user.id };
  await approveForInvoice(t.db, signedIn.user.id);
  stranger = (await signIn(t.db, t.auth, { email: 'stranger@example.no' })).token;
});
afterAll(() => t?.close());

/** A guest's order (pickup, pay in store), or with `token` the owner's delivered invoice order. */
async function placed(extra: object = {}, token?: string): Promise<Body['order']> {
  const items = [{ articleId: article.articleId, quantity: 1 }];
  const body = token ? deliveredOrder(items, extra) : guestOrder(items, extra);
  const res = await createOrder(t.app, body, { token });
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const pickupInStore = {
  pickup: true,
  paymentMethod: 'store',
  billingAddress: homeAddress,
  shippingAddress: null,
};

describe('POST /api/order/create-payments', () => {
  it('invoices an invoice order: reference F-<number>, due 14 days after the order', async () => {
    const order = await placed({}, owner.token);
    const res = await createPayment(t.app, { id: order.id, token: order.token });
    expect(res.status).toBe(200);
    const payment = {
      method: 'invoice',
      status: 'INVOICED',
      reference: `F-${order.number}`,
      dueDate: invoiceDueDate(new Date(order.created)),
      redirectUrl: null,
    };
    expect(res.body).toEqual({ payment, order: { ...order, payment } });
    expect((await call(t.app, `/token/${order.token}`)).body.order.payment).toEqual(payment);
  });

  it('marks a pickup order paid in store as PAY_IN_STORE', async () => {
    const order = await placed(pickupInStore);
    const res = await createPayment(t.app, { id: order.id, token: order.token });
    expect(res.status).toBe(200);
    expect(res.body.payment).toEqual({
      method: 'store',
      status: 'PAY_IN_STORE',
      reference: null,
      dueDate: null,
      redirectUrl: null,
    });
    expect(res.body.order.payment).toEqual(res.body.payment);
  });

  it('creates one payment: a second call and ten at once answer the payment already made', async () => {
    const order = await placed();
    const first = await createPayment(t.app, { id: order.id, token: order.token });
    const again = await createPayment(t.app, { id: order.id, token: order.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const other = await placed(pickupInStore);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => createPayment(t.app, { id: other.id, token: other.token })),
    );
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(replies[0]?.body);
    }
  });

  it('replays an answer by its Idempotency-Key', async () => {
    const order = await placed();
    const key = randomUUID();
    const send = () =>
      call(
        t.app,
        '/create-payments',
        jsonPost({ id: order.id, token: order.token }, { 'Idempotency-Key': key }),
      );
    const first = await send();
    const again = await send();
    expect(again.raw).toBe(first.raw);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('answers the signed-in owner without the token', async () => {
    const order = await placed({}, owner.token);
    expect(order.userId).toBe(owner.id);
    const res = await createPayment(t.app, { id: order.id }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.payment.status).toBe('INVOICED');
  });

  it("answers 404 to anyone else: no token, a wrong token, another order's token, another user, no such order", async () => {
    const order = await placed({}, owner.token);
    const guestOrderPlaced = await placed();
    const wrongToken = order.token.slice(0, -1) + (order.token.endsWith('A') ? 'B' : 'A');
    for (const [body, token] of [
      [{ id: order.id }, undefined],
      [{ id: order.id, token: wrongToken }, undefined],
      [{ id: order.id, token: guestOrderPlaced.token }, undefined],
      [{ id: order.id }, stranger],
      [{ id: guestOrderPlaced.id }, owner.token],
      [{ id: 2_000_000_000, token: order.token }, undefined],
      // As many characters as the token, more bytes.
      [{ id: guestOrderPlaced.id, token: 'ø'.repeat(guestOrderPlaced.token.length) }, undefined],
    ] as const) {
      const res = await createPayment(t.app, body, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'ORDER_NOT_FOUND', message: expect.any(String) });
    }
    // Nothing was paid by those calls.
    expect((await call(t.app, `/token/${order.token}`)).body.order.payment.status).toBe('PENDING');
  });

  it('answers 401 to an invalid session and 400 to a bad body', async () => {
    const order = await placed();
    expect((await createPayment(t.app, { id: order.id, token: order.token }, 'not-a-token')).status).toBe(
      401,
    );
    for (const body of [{}, { id: 'x' }, { id: 0 }, { id: 1.5 }, { id: order.id, token: 7 }, []]) {
      const res = await createPayment(t.app, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    }
  });
});

describe('invoiceDueDate', () => {
  it.each([
    ['2026-03-02T10:00:00Z', '2026-03-16'],
    // 00:30 on 2 January in Oslo is still 1 January in UTC: the Norwegian day counts.
    ['2026-01-01T23:30:00Z', '2026-01-16'],
    // 23:59 on 30 June in Oslo (summer time): that day, into the next month.
    ['2026-06-30T21:59:00Z', '2026-07-14'],
    ['2028-02-20T12:00:00Z', '2028-03-05'],
  ])('an order at %s is due %s', (created, due) => {
    expect(invoiceDueDate(new Date(created))).toBe(due);
  });
});
