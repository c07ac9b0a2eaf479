// @engines: pglite
// Vipps when something is not as it should be, against the fake Vipps (Vipps's shapes and rules): a create Vipps
// refuses ends that attempt with the reason in the customer's language and the next start is a new reference; an
// approval of another amount is no payment, waits for staff and is released when they cancel; staff cannot mark a
// Vipps order paid nor ship one with nothing approved; the webhook takes only references Vipps could send and
// checks its signature against the registered address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../src/domain/checkout';
import { createApp } from '../../app';
import { maxAttempts } from '../../services/orders/pay-order';
import { invoice, payInStore } from '../../services/payments/offline-providers';
import { createVippsProvider } from '../../services/payments/vipps-provider';
import { signWebhook } from '../../services/payments/vipps-webhook';
import { freshIp } from '../../test/auth-kit';
import { anArticle, call, guestOrder, type TestArticle } from '../../test/order-kit';
import { createTestApp, jsonPost } from '../../test/test-app';
import { signIn } from '../../test/users';
import { startVippsFake, type VippsFake } from '../../test/vipps-fake';

const secret = 'problems-webhook-secret';
const registered = 'https://butikk.example/api/payment/vipps/webhook';

let t: Awaited<ReturnType<typeof createTestApp>>;
let fake: VippsFake;
let article: TestArticle;
let admin: string;

beforeAll(async () => {
  fake = await startVippsFake({ webhookTiming: 'none' });
  const vipps = createVippsProvider({
    clientId: 'client',
    clientSecret: 'secret',
    subscriptionKey: 'sub',
    msn: '123456',
    baseUrl: fake.url,
    publicUrl: 'https://butikk.example',
    timeoutMs: 1500,
  });
  t = await createTestApp({
    catalogueScale: 0.01,
    payments: { store: payInStore, invoice, vipps },
    vippsWebhookSecret: secret,
    vippsWebhookUrl: registered,
  });
  article = await anArticle(t.db, 'on-backorder');
  admin = (await signIn(t.db, t.auth, { email: 'problems-admin@example.no', role: 'ADMIN' })).token;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.state.refuseCreates = null;
});

const headers = (extra: Record<string, string> = {}) => ({ 'X-Forwarded-For': freshIp(), ...extra });

async function placed(paymentMethod = 'vipps'): Promise<OrderDto> {
  const body = guestOrder([{ articleId: article.articleId, quantity: 1 }], { paymentMethod });
  const res = await call(
    t.app,
    '/create-order',
    jsonPost(body, headers({ 'Idempotency-Key': crypto.randomUUID() })),
  );
  if (res.status !== 201) throw new Error(`order not placed: ${res.raw}`);
  return res.body.order;
}
const pay = (order: OrderDto, language = 'nb') =>
  call(
    t.app,
    '/create-payments',
    jsonPost({ id: order.id, token: order.token }, headers({ 'Accept-Language': language })),
  );
const report = async (order: OrderDto) =>
  (
    await call(
      t.app,
      `/payment-staus/${order.id}`,
      jsonPost({ status: 'PAID', token: order.token }, headers()),
    )
  ).body.order;
const move = (order: OrderDto, status: string, language = 'nb') =>
  call(
    t.app,
    `/payment-staus/${order.id}`,
    jsonPost({ status }, headers({ Authorization: admin, 'Accept-Language': language })),
  );

describe('a create Vipps refuses', () => {
  it('is FAILED with the reason, said in the customer’s language; the next start is a new reference', async () => {
    const order = await placed();
    fake.state.refuseCreates = { status: 400, title: 'Bad Request' };
    const refused = await pay(order, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'PAYMENT_REFUSED',
      message:
        'Vipps did not accept the payment. Nothing was charged. You can try again; if it happens again, please contact us.',
    });
    expect(refused.body.payment).toMatchObject({
      status: 'FAILED',
      redirectUrl: null,
      problem: { code: 'REFUSED', reason: 'INVALID', status: 400, traceId: expect.any(String) },
    });
    expect(refused.body.order.status).toBe('PENDING');
    const first = refused.body.payment.reference ?? '';

    fake.state.refuseCreates = null;
    const again = await pay(order);
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ status: 'PENDING', reference: `${first.slice(0, -2)}-2` });
    expect(again.body.payment.problem ?? null).toBeNull();
    expect(fake.state.createCalls.filter((reference) => reference === first)).toHaveLength(1);
  });

  it('a refusal of the shop’s agreement or keys tells the customer the shop cannot take Vipps now', async () => {
    const order = await placed();
    fake.state.refuseCreates = { status: 403, title: 'Forbidden' };
    const refused = await pay(order, 'nb');
    expect(refused.body.payment.problem).toMatchObject({ reason: 'NOT_ALLOWED' });
    expect(refused.body.message).toMatch(/^Butikken kan ikke ta imot Vipps-betalinger/);
  });

  it('an order has at most 10 attempts; then it answers its last one and calls Vipps no more', async () => {
    const order = await placed();
    fake.state.refuseCreates = { status: 400, title: 'Bad Request' };
    for (let attempt = 1; attempt <= maxAttempts; attempt++) expect((await pay(order)).status).toBe(409);
    const calls = fake.state.createCalls.length;
    const last = await pay(order);
    expect(last.status).toBe(200);
    expect(last.body.payment.reference).toMatch(new RegExp(`-${maxAttempts}$`));
    expect(fake.state.createCalls.length).toBe(calls);
  });
});

describe('an approval of another amount', () => {
  it('is no payment: the order stays PENDING, no new attempt starts, the desk shows it, cancel releases it', async () => {
    const order = await placed();
    const { reference } = (await pay(order)).body.payment;
    const atVipps = fake.payments.get(reference ?? '');
    if (!atVipps) throw new Error('no payment at the fake');
    atVipps.amount = { currency: 'NOK', value: atVipps.amount.value + 5_000 };
    await fake.approve(reference ?? '');
    const after = await report(order);
    expect(after.status).toBe('PENDING');
    expect(after.payment).toMatchObject({
      status: 'FAILED',
      problem: {
        code: 'AMOUNT_MISMATCH',
        expected: order.total,
        approved: order.total + 50,
        currency: 'NOK',
      },
    });
    // The customer cannot start another payment while this approval holds money.
    const again = await pay(order);
    expect(again.body.payment.reference).toBe(reference);
    const desk = await call(t.app, `/admin?search=${order.number}`, {
      headers: headers({ Authorization: admin }),
    });
    expect(desk.body.items?.[0]?.payment).toEqual({
      method: 'vipps',
      status: 'FAILED',
      problem: 'AMOUNT_MISMATCH',
    });
    // Staff cancel: the approval is released at Vipps.
    const cancelled = await move(order, 'CANCELLED');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.payment.status).toBe('CANCELLED');
    expect(fake.payments.get(reference ?? '')?.aggregate.cancelledAmount.value).toBeGreaterThan(0);
  });
});

describe('staff and Vipps orders', () => {
  it('cannot mark a Vipps order paid by hand; an order paid in the shop they can', async () => {
    const vipps = await placed();
    const refused = await move(vipps, 'PAID', 'en');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'PAID_ONLY_BY_PROVIDER',
      message:
        'A Vipps order becomes paid only when Vipps approves the payment. It cannot be marked as paid by hand.',
    });
    const inShop = await placed('store');
    expect((await move(inShop, 'PAID')).body.order?.status).toBe('PAID');
  });

  it('cannot ship a Vipps order whose approval was released at Vipps: 409, still PAID, nothing captured', async () => {
    const order = await placed();
    const { reference } = (await pay(order)).body.payment;
    await fake.approve(reference ?? '');
    expect((await report(order)).status).toBe('PAID');
    // Released in the Vipps portal, say.
    const atVipps = fake.payments.get(reference ?? '');
    if (!atVipps) throw new Error('no payment at the fake');
    atVipps.aggregate.cancelledAmount = { ...atVipps.aggregate.authorizedAmount };
    const res = await move(order, 'SHIPPED', 'en');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'PAYMENT_NOT_APPROVED',
      message: expect.stringMatching(/^Vipps has no/),
    });
    expect((await call(t.app, `/token/${order.token}`)).body.order.status).toBe('PAID');
    expect(atVipps.aggregate.capturedAmount.value).toBe(0);
  });
});

describe('Vipps settings removed', () => {
  it('a PAID Vipps order is not shipped (nothing could be captured): 503, still PAID', async () => {
    const order = await placed();
    const { reference } = (await pay(order)).body.payment;
    await fake.approve(reference ?? '');
    expect((await report(order)).status).toBe('PAID');
    const withoutVipps = createApp({ ...t.deps, payments: { store: payInStore, invoice } });
    const res = await call(
      withoutVipps,
      `/payment-staus/${order.id}`,
      jsonPost({ status: 'SHIPPED' }, headers({ Authorization: admin })),
    );
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('PAYMENT_PROVIDER_FAILED');
    expect((await call(t.app, `/token/${order.token}`)).body.order.status).toBe('PAID');
  });
});

describe('the webhook', () => {
  const send = (
    body: string,
    url = registered,
    requestUrl = 'http://10.0.0.5:8080/api/payment/vipps/webhook',
  ) =>
    t.app.request(requestUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...signWebhook(secret, url, body) },
      body,
    });

  it('acknowledges a reference of another installation on the merchant account and changes nothing', async () => {
    const res = await send(
      JSON.stringify({ reference: 'bildeler-0123456789ab-bd-100001-1', name: 'AUTHORIZED' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });

  it('refuses a body without a reference Vipps could send (400)', async () => {
    for (const body of [{ name: 'AUTHORIZED' }, { reference: 'short' }, { reference: 'bildeler_bd_1_1' }]) {
      const res = await send(JSON.stringify(body));
      expect(res.status).toBe(400);
    }
  });

  it('is checked against the registered path too: signed for another path, 401', async () => {
    const body = JSON.stringify({ reference: 'bildeler-0123456789ab-bd-100001-1', name: 'AUTHORIZED' });
    const res = await send(body, 'https://butikk.example/other/path');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'SIGNATURE_INVALID' });
  });
});

describe('the webhook without a registered address', () => {
  it('is refused even when signed for the address the request came to: nothing is taken from the request', async () => {
    const plain = await createTestApp({
      payments: {
        store: payInStore,
        invoice,
        vipps: createVippsProvider({
          clientId: 'c',
          clientSecret: 's',
          subscriptionKey: 'k',
          msn: '123456',
          baseUrl: fake.url,
          publicUrl: 'https://x.example',
        }),
      },
      vippsWebhookSecret: secret,
    });
    try {
      const url = 'https://attacker.example/api/payment/vipps/webhook';
      const body = JSON.stringify({ reference: 'bildeler-0123456789ab-bd-100001-1' });
      const res = await plain.app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...signWebhook(secret, url, body) },
        body,
      });
      expect(res.status).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
