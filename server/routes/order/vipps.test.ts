// @engines: pglite postgres (races, locks)
// Vipps ePayment end to end against the fake Vipps (server/test/vipps-fake.ts): create-payments answers Vipps's
// redirect address; approval (webhook, the customer's report or the poller — each only a hint, Vipps is asked)
// makes the order PAID once; abort and expiry leave it PENDING and payable under a new reference; ship captures
// once, cancel refunds or releases; a Vipps that is down moves nothing and charges nothing twice.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../src/domain/checkout';
import { pollVippsOnce } from '../../services/orders/vipps-poller';
import { invoice, payInStore } from '../../services/payments/offline-providers';
import { createVippsProvider } from '../../services/payments/vipps-provider';
import { signWebhook } from '../../services/payments/vipps-webhook';
import { expectClientAnswer, rawBody } from '../../test/fuzz';
import {
  anArticle,
  call,
  createOrder,
  createPayment,
  guestOrder,
  type TestArticle,
} from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';
import { startVippsFake, type VippsFake } from '../../test/vipps-fake';

const secret = 'webhook-secret-for-tests';
const webhookUrl = 'http://shop.test/api/payment/vipps/webhook';

let t: Awaited<ReturnType<typeof createTestApp>>;
let fake: VippsFake;
let article: TestArticle;
let admin: string;
const payments = () => t.deps.payments ?? { store: payInStore, invoice };

beforeAll(async () => {
  fake = await startVippsFake({
    webhookUrl,
    webhookSecret: secret,
    deliver: (url, init) => Promise.resolve(t.app.request(url, init)),
  });
  const vipps = createVippsProvider({
    clientId: 'client',
    clientSecret: 'secret',
    subscriptionKey: 'sub',
    msn: '123456',
    baseUrl: fake.url,
    publicUrl: 'https://shop.test',
    timeoutMs: 1500,
  });
  t = await createTestApp({
    catalogueScale: 0.01,
    payments: { store: payInStore, invoice, vipps },
    vippsWebhookSecret: secret,
    vippsWebhookUrl: webhookUrl,
  });
  article = await anArticle(t.db, 'on-backorder');
  admin = (await signIn(t.db, t.auth, { email: 'vipps-admin@example.no', role: 'ADMIN' })).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.down = false;
  fake.state.delayMs = 0;
  fake.state.webhookTiming = 'before';
});

async function placed(): Promise<OrderDto> {
  const res = await createOrder(
    t.app,
    guestOrder([{ articleId: article.articleId, quantity: 1 }], { paymentMethod: 'vipps' }),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const pay = (order: OrderDto) => createPayment(t.app, { id: order.id, token: order.token });
const byToken = async (order: OrderDto) => (await call(t.app, `/token/${order.token}`)).body.order;
const report = (order: OrderDto) =>
  call(t.app, `/payment-staus/${order.id}`, jsonPost({ status: 'PAID', token: order.token }));
const move = (order: OrderDto, status: string) =>
  call(t.app, `/payment-staus/${order.id}`, jsonPost({ status }, { Authorization: admin }));
const systemEvents = (order: OrderDto) => (order.history ?? []).filter((e) => e.actor === 'system');
/** The reference of an order's attempt: this database's installation part, the order number, the attempt. */
const referenceOf = (order: OrderDto, attempt: number) =>
  new RegExp(`^bildeler-[a-z0-9]{12}-${order.number.toLowerCase()}-${attempt}$`);

/** Places a Vipps order and starts its payment; answers the order and the payment's reference. */
async function started() {
  const order = await placed();
  const res = await pay(order);
  expect(res.status).toBe(200);
  const reference = res.body.payment.reference ?? '';
  return { order, reference, res };
}

describe('Vipps payment', () => {
  it('GET /api/payment/methods offers vipps when it is configured', async () => {
    const res = await t.app.request('/api/payment/methods');
    expect(await res.json()).toEqual({ methods: ['vipps', 'store', 'invoice'] });
  });

  it('create → approve (webhook before the customer is back) → PAID once, with a system event', async () => {
    const { order, reference, res } = await started();
    expect(reference).toMatch(referenceOf(order, 1));
    expect(res.body.payment).toMatchObject({ method: 'vipps', status: 'PENDING' });
    expect(res.body.payment.redirectUrl).toBe(`${fake.url}/pay/${reference}`);
    const atVipps = fake.payments.get(reference);
    expect(atVipps?.amount).toEqual({ currency: 'NOK', value: Math.round(order.total * 100) });
    expect(atVipps?.returnUrl).toBe(`https://shop.test/checkout/${order.token}`);

    const back = await fake.approve(reference);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`https://shop.test/checkout/${order.token}`);
    // The webhook came before the customer: the success page already reads PAID.
    const now = await byToken(order);
    expect(now.status).toBe('PAID');
    expect(now.payment).toMatchObject({ status: 'PAID', reference, captured: 0 });
    expect(systemEvents(now)).toEqual([expect.objectContaining({ from: 'PENDING', to: 'PAID' })]);

    // The callback again, and the customer's report: no second change.
    await fake.webhook(reference);
    expect((await report(order)).body.order.status).toBe('PAID');
    expect(systemEvents(await byToken(order))).toHaveLength(1);
    // A second create-payments answers the payment made.
    expect((await pay(order)).body.payment).toMatchObject({ status: 'PAID', reference });
    expect([...fake.payments.keys()].filter((r) => referenceOf(order, 1).test(r))).toHaveLength(1);
  });

  it('without a callback, the customer’s report (a hint checked with Vipps) makes the order PAID', async () => {
    fake.state.webhookTiming = 'none';
    const { order, reference } = await started();
    // The customer's word alone changes nothing.
    expect((await report(order)).body.order.status).toBe('PENDING');
    await fake.approve(reference);
    const res = await report(order);
    expect(res.body.order.status).toBe('PAID');
    expect(systemEvents(res.body.order)).toHaveLength(1);
  });

  it('without a callback or the customer, the poller makes the order PAID', async () => {
    fake.state.webhookTiming = 'none';
    const { order, reference } = await started();
    await fake.approve(reference);
    expect((await byToken(order)).status).toBe('PENDING');
    expect(await pollVippsOnce(t.db, payments())).toBeGreaterThanOrEqual(1);
    expect((await byToken(order)).status).toBe('PAID');
    await pollVippsOnce(t.db, payments());
    expect(systemEvents(await byToken(order))).toHaveLength(1);
  });

  it('abort: the order stays PENDING and payable; paying again starts a new payment (-2)', async () => {
    const { order, reference } = await started();
    await fake.abort(reference);
    const after = (await report(order)).body.order;
    expect(after.status).toBe('PENDING');
    expect(after.payment).toMatchObject({ status: 'CANCELLED', reference });
    const again = await pay(order);
    expect(again.status).toBe(200);
    const second = again.body.payment.reference ?? '';
    expect(second).toMatch(referenceOf(order, 2));
    expect(second.slice(0, -2)).toBe(reference.slice(0, -2));
    expect(again.body.payment.redirectUrl).toBe(`${fake.url}/pay/${second}`);
    await fake.approve(second);
    expect((await byToken(order)).status).toBe('PAID');
  });

  it('expiry: the payment FAILED, the order stays PENDING and can be paid again', async () => {
    const { order, reference } = await started();
    fake.expire(reference);
    expect(await pollVippsOnce(t.db, payments())).toBeGreaterThanOrEqual(1);
    const after = await byToken(order);
    expect(after.status).toBe('PENDING');
    expect(after.payment.status).toBe('FAILED');
    expect((await pay(order)).body.payment.reference).toMatch(referenceOf(order, 2));
  });

  it('Vipps down: 202 with the attempt PENDING; later exactly one payment is made', async () => {
    const order = await placed();
    fake.state.down = true;
    const res = await pay(order);
    expect(res.status).toBe(202);
    expect(res.body.payment).toMatchObject({ status: 'PENDING', redirectUrl: null });
    expect(res.body.order.status).toBe('PENDING');
    const creates = fake.state.counts.creates;
    fake.state.down = false;
    const [a, b] = await Promise.all([pay(order), pay(order)]);
    expect(a.body.payment.redirectUrl).toBe(b.body.payment.redirectUrl);
    expect(a.body.payment.reference).toMatch(referenceOf(order, 1));
    expect(fake.state.counts.creates).toBe(creates + 1);
  });

  it('ship captures the whole amount once; a second ship is refused and captures nothing', async () => {
    const { order, reference } = await started();
    await fake.approve(reference);
    const captures = fake.state.counts.captures;
    const shipped = await move(order, 'SHIPPED');
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.payment).toMatchObject({ status: 'PAID', captured: order.total });
    expect(fake.payments.get(reference)?.aggregate.capturedAmount.value).toBe(Math.round(order.total * 100));
    expect((await move(order, 'SHIPPED')).status).toBe(409);
    expect(fake.state.counts.captures).toBe(captures + 1);
  });

  it('Vipps down at ship: 503 JSON, the order stays PAID and nothing is captured; later it ships', async () => {
    const { order, reference } = await started();
    await fake.approve(reference);
    fake.state.down = true;
    const res = await move(order, 'SHIPPED');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ error: 'PAYMENT_PROVIDER_FAILED', message: expect.any(String) });
    expect((await byToken(order)).status).toBe('PAID');
    expect(fake.payments.get(reference)?.aggregate.capturedAmount.value).toBe(0);
    fake.state.down = false;
    expect((await move(order, 'SHIPPED')).body.order.status).toBe('SHIPPED');
  });

  it('cancel a PAID (approved, not captured) order: the reservation is cancelled', async () => {
    const { order, reference } = await started();
    await fake.approve(reference);
    const res = await move(order, 'CANCELLED');
    expect(res.status).toBe(200);
    expect(res.body.order.payment.status).toBe('CANCELLED');
    expect(fake.payments.get(reference)?.aggregate.cancelledAmount.value).toBeGreaterThan(0);
  });

  it('cancel a PAID order that was captured: the money is refunded', async () => {
    const { order, reference } = await started();
    await fake.approve(reference);
    // Captured at Vipps already (e.g. by a ship whose answer was lost): cancel refunds it.
    fake.captureNow(reference, Math.round(order.total * 100));
    const refunds = fake.state.counts.refunds;
    const res = await move(order, 'CANCELLED');
    expect(res.status).toBe(200);
    expect(res.body.order.payment).toMatchObject({ status: 'CANCELLED', refunded: order.total });
    expect(fake.state.counts.refunds).toBe(refunds + 1);
  });

  it('cancel a PENDING order with an open Vipps payment: the payment is cancelled at Vipps', async () => {
    const { order, reference } = await started();
    const res = await move(order, 'CANCELLED');
    expect(res.status).toBe(200);
    expect(fake.payments.get(reference)?.state).toBe('TERMINATED');
    // The customer can no longer approve it.
    await fake.approve(reference);
    expect((await byToken(order)).status).toBe('CANCELLED');
  });

  it('a webhook with a wrong signature is refused (401) and changes nothing', async () => {
    fake.state.webhookTiming = 'none';
    const { order, reference } = await started();
    await fake.approve(reference);
    const body = JSON.stringify({ reference, name: 'AUTHORIZED' });
    const headers = signWebhook('not-the-secret', webhookUrl, body);
    const res = await t.app.request(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    });
    expect(res.status).toBe(401);
    expect((await byToken(order)).status).toBe('PENDING');
  });

  it('random bodies to the webhook never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.string(),
          fc.record({ reference: fc.oneof(fc.string(), fc.constant('bildeler-bd-1-1')), name: fc.string() }),
        ),
        fc.boolean(),
        async (value, signed) => {
          const body = rawBody(value);
          const headers = signed ? signWebhook(secret, webhookUrl, body) : {};
          await expectClientAnswer(
            await t.app.request(webhookUrl, { method: 'POST', headers: { ...headers }, body }),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Vipps not configured', () => {
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    plain = await createTestApp({ catalogueScale: 0.01 });
  });
  afterAll(() => plain?.close());

  it('is not offered, and an order with it is refused with a field error', async () => {
    const methods = await plain.app.request('/api/payment/methods');
    expect(await methods.json()).toEqual({ methods: ['store', 'invoice'] });
    const item = await anArticle(plain.db, 'on-backorder');
    const res = await createOrder(
      plain.app,
      guestOrder([{ articleId: item.articleId, quantity: 1 }], { paymentMethod: 'vipps' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ paymentMethod: 'INVALID' });
    const hook = await plain.app.request('/api/payment/vipps/webhook', jsonPost({ reference: 'x' }));
    expect(hook.status).toBe(404);
  });
});
