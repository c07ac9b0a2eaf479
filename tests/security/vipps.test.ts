// Vipps as Vipps specifies it (ePayment API v1, vippsas/vipps-epayment-api docs/epayment.v1.yml): each test is
// a way the shop's money could go wrong against a real Vipps — two databases on one merchant serial number, an
// approved amount that is not the order's, a create Vipps refuses, an access token that ran out, an http return
// address, a webhook behind a proxy that rewrites Host, a reference longer than Vipps allows, staff marking a
// Vipps order paid by hand, and a capture with nothing approved to capture.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { invoice, payInStore } from '../../server/services/payments/offline-providers';
import { createVippsProvider, vippsFromEnv } from '../../server/services/payments/vipps-provider';
import { signWebhook } from '../../server/services/payments/vipps-webhook';
import { freshIp } from '../../server/test/auth-kit';
import { anArticle, type Call, call, guestOrder } from '../../server/test/order-kit';
import { createTestApp, jsonPost } from '../../server/test/test-app';
import { signIn } from '../../server/test/users';
import { startVippsFake, type VippsFake } from '../../server/test/vipps-fake';
import type { OrderDto, Payment } from '../../src/domain/checkout';

const secret = 'security-webhook-secret';
/** The webhook address registered at Vipps: the shop's public address. */
const registered = 'https://shop.example/api/payment/vipps/webhook';
/** Where nginx (proxy_pass http://127.0.0.1:8080) hands the request to the shop, Host rewritten. */
const behindProxy = 'http://127.0.0.1:8080/api/payment/vipps/webhook';

type Shop = Awaited<ReturnType<typeof createTestApp>>;
let fake: VippsFake;
let shop: Shop;
/** A second installation (staging, a restored backup) on the same merchant serial number. */
let staging: Shop;
let admin: string;

const provider = () =>
  createVippsProvider({
    clientId: 'client',
    clientSecret: 'secret',
    subscriptionKey: 'sub',
    msn: '123456',
    baseUrl: fake.url,
    publicUrl: 'https://shop.example',
    timeoutMs: 2000,
  });

beforeAll(async () => {
  fake = await startVippsFake({
    webhookUrl: registered,
    webhookSecret: secret,
    deliver: (_url, init) =>
      Promise.resolve(
        shop.app.request(behindProxy, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), Host: '127.0.0.1:8080' },
        }),
      ),
  });
  const open = () =>
    createTestApp({
      catalogueScale: 0.01,
      payments: { store: payInStore, invoice, vipps: provider() },
      vippsWebhookSecret: secret,
      vippsWebhookUrl: registered,
    });
  [shop, staging] = await Promise.all([open(), open()]);
  admin = (await signIn(shop.db, shop.auth, { email: 'vipps-staff@example.no', role: 'ADMIN' })).token;
  // Two catalogues are seeded; on a busy shared machine that takes a while.
}, 180_000);
afterAll(async () => {
  await shop?.close();
  await staging?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.webhookTiming = 'before';
  fake.state.refuseCreates = null;
});

const headers = (extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': freshIp(), ...extra });

async function placed(t: Shop = shop): Promise<OrderDto> {
  const article = await anArticle(t.db, 'on-backorder');
  const res = await call(
    t.app,
    '/create-order',
    jsonPost(
      guestOrder([{ articleId: article.articleId, quantity: 1 }], { paymentMethod: 'vipps' }),
      headers({ 'Idempotency-Key': crypto.randomUUID() }),
    ),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const pay = (order: OrderDto, t: Shop = shop): Promise<Call> =>
  call(t.app, '/create-payments', jsonPost({ id: order.id, token: order.token }, headers()));
const report = async (order: OrderDto, t: Shop = shop): Promise<OrderDto> =>
  (
    await call(
      t.app,
      `/payment-staus/${order.id}`,
      jsonPost({ status: 'PAID', token: order.token }, headers()),
    )
  ).body.order;
const move = (order: OrderDto, status: string) =>
  call(shop.app, `/payment-staus/${order.id}`, jsonPost({ status }, headers({ Authorization: admin })));
const byToken = async (order: OrderDto, t: Shop = shop): Promise<OrderDto> =>
  (await call(t.app, `/token/${order.token}`)).body.order;

async function started(t: Shop = shop) {
  const order = await placed(t);
  const res = await pay(order, t);
  expect(res.status).toBe(200);
  return { order, reference: res.body.payment.reference ?? '' };
}

describe('Vipps: references are the installation’s own', () => {
  it('two databases on one merchant serial number never share a reference, nor each other’s approval', async () => {
    const production = await started(shop);
    const copy = await started(staging);
    // The same order number in both databases: the reference must still differ.
    expect(copy.order.number).toBe(production.order.number);
    expect(copy.reference).not.toBe(production.reference);
    for (const reference of [production.reference, copy.reference]) {
      expect(reference).toMatch(/^[a-zA-Z0-9-]{8,50}$/);
    }
    fake.state.webhookTiming = 'none';
    await fake.approve(production.reference);
    expect((await report(production.order, shop)).status).toBe('PAID');
    // The staging order was never approved by anyone.
    expect((await report(copy.order, staging)).status).toBe('PENDING');
  });

  it('a webhook reference longer than Vipps’s 50 characters is refused, signed or not', async () => {
    const reference = `bildeler-${'x'.repeat(42)}`; // 51 characters: within the old limit of 64
    const body = JSON.stringify({ reference, name: 'AUTHORIZED' });
    const res = await shop.app.request(behindProxy, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...signWebhook(secret, registered, body) },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_REQUEST', message: expect.any(String) });
  });
});

describe('Vipps: the webhook behind a proxy', () => {
  it('is checked against the registered URL, so nginx rewriting Host does not turn it away', async () => {
    const { order, reference } = await started();
    // Approve: the fake signs for the registered URL and delivers through the proxy; nobody reports back.
    await fake.approve(reference);
    expect((await byToken(order)).status).toBe('PAID');
  });

  it('a request signed for another host is refused (401)', async () => {
    const { order, reference } = await started();
    fake.state.webhookTiming = 'none';
    await fake.approve(reference);
    const body = JSON.stringify({ reference, name: 'AUTHORIZED' });
    const signed = signWebhook(secret, 'https://staging.example/api/payment/vipps/webhook', body);
    const res = await shop.app.request('https://staging.example/api/payment/vipps/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'staging.example', ...signed },
      body,
    });
    expect(res.status).toBe(401);
    expect((await byToken(order)).status).toBe('PENDING');
  });
});

describe('Vipps: the approved amount is the order’s', () => {
  it('an approval of another amount does not make the order PAID, and the desk shows it', async () => {
    fake.state.webhookTiming = 'none';
    const { order, reference } = await started();
    const atVipps = fake.payments.get(reference);
    if (!atVipps) throw new Error('no payment at the fake');
    atVipps.amount = { currency: 'NOK', value: atVipps.amount.value - 100 };
    await fake.approve(reference);
    const after = await report(order);
    expect(after.status).toBe('PENDING');
    expect(after.payment.status).not.toBe('PAID');
    expect(after.payment).toMatchObject({
      problem: { code: 'AMOUNT_MISMATCH', expected: order.total, approved: order.total - 1 },
    });
    const desk = await call(shop.app, `/admin?search=${order.number}`, {
      headers: headers({ Authorization: admin }),
    });
    expect(desk.body.items?.[0]).toMatchObject({
      number: order.number,
      payment: { problem: 'AMOUNT_MISMATCH' },
    });
  });
});

describe('Vipps: a refused create', () => {
  it('ends that attempt with the reason; the next start is a new reference, the refused one is never sent again', async () => {
    const order = await placed();
    fake.state.refuseCreates = { status: 400, title: 'Bad Request' };
    const refused = await pay(order);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'PAYMENT_REFUSED', message: expect.any(String) });
    expect(refused.body.payment).toMatchObject({ status: 'FAILED', problem: { code: 'REFUSED' } });
    const first = refused.body.payment.reference ?? '';
    fake.state.refuseCreates = null;
    const again = await pay(order);
    expect(again.status).toBe(200);
    expect(again.body.payment.reference).not.toBe(first);
    expect(again.body.payment.redirectUrl).toBeTruthy();
    expect(fake.state.createCalls.filter((reference) => reference === first)).toHaveLength(1);
  });
});

describe('Vipps: the return address', () => {
  const keys = {
    VIPPS_CLIENT_ID: 'id',
    VIPPS_CLIENT_SECRET: 'secret',
    VIPPS_SUBSCRIPTION_KEY: 'sub',
    VIPPS_MSN: '123456',
    VIPPS_BASE_URL: 'https://api.vipps.no',
  };
  const production = { ...keys, NODE_ENV: 'production' as const };
  const test = { ...keys, NODE_ENV: 'test' as const };
  it('must be https in production: the start refuses the Vipps settings with a clear message', () => {
    expect(() => vippsFromEnv(production, 'http://localhost:8080')).toThrow(/PUBLIC_URL.*https/s);
    expect(vippsFromEnv(production, 'https://bildeler.no')).toBeDefined();
    // Development and tests with the fake over http keep working.
    expect(vippsFromEnv(test, 'http://127.0.0.1:8080')).toBeDefined();
  });
});

describe('Vipps: PAID comes from Vipps only', () => {
  it('staff cannot mark a Vipps order PAID by hand: 409 with the reason, nothing moved', async () => {
    const { order } = await started();
    const res = await move(order, 'PAID');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'PAID_ONLY_BY_PROVIDER', message: expect.any(String) });
    expect((await byToken(order)).status).toBe('PENDING');
  });
});

describe('Vipps: capture with nothing approved', () => {
  /** A Vipps order that is PAID without Vipps having approved it (marked by hand before this was refused). */
  async function paidByHand(payment: Payment | null) {
    const order = await placed();
    await shop.db.update(orders).set({ status: 'PAID', payment }).where(eq(orders.id, order.id));
    return order;
  }

  it('refuses to ship an order whose Vipps payment was never approved, loudly, and captures nothing', async () => {
    const { order, reference } = await started();
    await shop.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, order.id));
    const captures = fake.state.counts.captures;
    const res = await move(order, 'SHIPPED');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'PAYMENT_NOT_APPROVED', message: expect.any(String) });
    expect((await byToken(order)).status).toBe('PAID');
    expect(fake.state.counts.captures).toBe(captures);
    expect(fake.payments.get(reference)?.aggregate.capturedAmount.value).toBe(0);
  });

  it('refuses to ship a Vipps order that has no Vipps payment at all', async () => {
    const order = await paidByHand(null);
    const res = await move(order, 'SHIPPED');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('PAYMENT_NOT_APPROVED');
    expect((await byToken(order)).status).toBe('PAID');
  });
});

// Last: on code that keeps a token Vipps refused, every later call would fail with it.
describe('Vipps: the access token', () => {
  it('is dropped when Vipps answers 401 and fetched once again', async () => {
    await started(); // a token is cached now
    fake.expireTokens();
    const tokens = fake.state.counts.tokens;
    const order = await placed();
    const res = await pay(order);
    expect(res.status).toBe(200);
    expect(res.body.payment.redirectUrl).toBeTruthy();
    expect(fake.state.counts.tokens).toBe(tokens + 1);
  });
});
