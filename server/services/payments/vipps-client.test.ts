// @engines: pglite
// The Vipps client against the fake Vipps (server/test/vipps-fake.ts, Vipps's shapes and rules): the access token
// (one per hour, shared by calls at once, dropped and fetched once again on a 401), idempotency, problem answers,
// what it refuses to send, and answers it cannot read. The provider's refused create is here too.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVippsFake, type VippsFake } from '../../test/vipps-fake';
import { PaymentRefused } from './provider';
import { createVippsClient, VippsError } from './vipps-client';
import { createVippsProvider } from './vipps-provider';

let fake: VippsFake;
beforeAll(async () => {
  fake = await startVippsFake();
});
afterAll(() => fake?.close());

const config = (baseUrl = fake.url) => ({
  clientId: 'c',
  clientSecret: 's',
  subscriptionKey: 'k',
  msn: '123456',
  baseUrl,
  timeoutMs: 1000,
});
let made = 0;
const request = (reference = `client-test-${++made}`, value = 12_900) => ({
  amount: { currency: 'NOK', value },
  paymentMethod: { type: 'WALLET' as const },
  reference,
  returnUrl: 'https://shop.test/checkout/t',
  userFlow: 'WEB_REDIRECT' as const,
  paymentDescription: 'test',
});

/** A stand-in for Vipps on a free port, answering every ePayment call with `epayment`. */
async function standIn(epayment: (c: import('hono').Context) => Response | Promise<Response>) {
  let tokens = 0;
  const app = new Hono()
    .post('/accesstoken/get', (c) => c.json({ access_token: `t-${++tokens}`, expires_in: '3600' }))
    .all('/epayment/*', epayment);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: () => tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Vipps client: the access token', () => {
  it('gets one for calls at once and keeps it until shortly before it expires', async () => {
    const { reference } = request();
    await createVippsClient(config()).createPayment(request(reference), reference);
    let now = 1_000_000;
    const client = createVippsClient(config(), () => now);
    const before = fake.state.counts.tokens;
    await Promise.all([client.getPayment(reference), client.getPayment(reference)]);
    await client.getPayment(reference);
    expect(fake.state.counts.tokens).toBe(before + 1);
    now += 3_600_000; // expires_in 3600 s: renewed a minute early
    await client.getPayment(reference);
    expect(fake.state.counts.tokens).toBe(before + 2);
  });

  it('drops a token Vipps answers 401 to and fetches one once again; calls at once share the new one', async () => {
    const { reference } = request();
    const client = createVippsClient(config());
    await client.createPayment(request(reference), reference);
    fake.expireTokens();
    const before = fake.state.counts.tokens;
    const [a, b] = await Promise.all([client.getPayment(reference), client.getPayment(reference)]);
    expect([a.reference, b.reference]).toEqual([reference, reference]);
    expect(fake.state.counts.tokens).toBe(before + 1);
  });

  it('tries once more, not in a loop, when Vipps keeps answering 401', async () => {
    let calls = 0;
    const vipps = await standIn((c) => {
      calls += 1;
      return c.json({ title: 'Unauthorized', status: 401, traceId: 'trace-401' }, 401);
    });
    try {
      const error = await createVippsClient(config(vipps.url))
        .getPayment('bildeler-abc123def456-bd-1-1')
        .catch((err: unknown) => err);
      expect(error).toMatchObject({ kind: 'refused', status: 401, problem: { traceId: 'trace-401' } });
      expect(calls).toBe(2);
      expect(vipps.tokens()).toBe(2);
    } finally {
      await vipps.close();
    }
  });
});

describe('Vipps client: what Vipps answers', () => {
  it('answers the first payment again for a repeated Idempotency-Key; another key for the reference is 409', async () => {
    const client = createVippsClient(config());
    const { reference } = request();
    const first = await client.createPayment(request(reference), 'key-a');
    expect(await client.createPayment(request(reference), 'key-a')).toEqual(first);
    await expect(client.createPayment(request(reference), 'key-b')).rejects.toMatchObject({
      kind: 'refused',
      status: 409,
    });
  });

  it('reads GetPaymentResponse as Vipps shapes it: paymentMethod, profile, aggregate', async () => {
    const client = createVippsClient(config());
    const { reference } = request();
    await client.createPayment(request(reference), reference);
    const payment = await client.getPayment(reference);
    expect(payment).toMatchObject({
      reference,
      state: 'CREATED',
      amount: { currency: 'NOK', value: 12_900 },
      paymentMethod: { type: 'WALLET' },
      profile: {},
      pspReference: expect.any(String),
      aggregate: { authorizedAmount: { currency: 'NOK', value: 0 } },
    });
  });

  it('keeps Vipps’s problem of a refusal: status, title, traceId, extraDetails', async () => {
    const client = createVippsClient(config());
    const error = await client.createPayment(request(undefined, 99), 'key-99').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(VippsError);
    expect(error).toMatchObject({
      kind: 'refused',
      status: 400,
      problem: {
        title: 'Bad Request',
        traceId: expect.stringMatching(/^00-[0-9a-f]{32}-/),
        extraDetails: [{ name: 'amount', reason: expect.stringContaining('100') }],
      },
    });
  });

  it('never sends a reference or an Idempotency-Key Vipps does not take', async () => {
    const client = createVippsClient(config());
    const creates = fake.state.createCalls.length;
    await expect(client.createPayment(request('a'.repeat(51)), 'k')).rejects.toMatchObject({
      kind: 'refused',
    });
    await expect(client.createPayment(request(), 'k'.repeat(51))).rejects.toMatchObject({ kind: 'refused' });
    await expect(client.getPayment('../accesstoken/get')).rejects.toMatchObject({ kind: 'refused' });
    expect(fake.state.createCalls.length).toBe(creates);
    expect(fake.state.idempotencyKeys.every((key) => key.length <= 50)).toBe(true);
  });

  it('treats an answer of another shape as no answer (unavailable), never as a payment', async () => {
    const vipps = await standIn((c) => c.json({ reference: 'bildeler-abc123def456-bd-1-1', state: 'PAID' }));
    try {
      await expect(
        createVippsClient(config(vipps.url)).getPayment('bildeler-abc123def456-bd-1-1'),
      ).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      await vipps.close();
    }
  });

  it('throws unavailable when Vipps is down or too slow', async () => {
    const client = createVippsClient({ ...config(), timeoutMs: 200 });
    fake.state.down = true;
    await expect(client.getPayment('client-test-1')).rejects.toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    fake.state.down = false;
    fake.state.delayMs = 500;
    await expect(client.getPayment('client-test-1')).rejects.toMatchObject({ kind: 'unavailable' });
    fake.state.delayMs = 0;
  });
});

describe('Vipps provider: a refused create', () => {
  it('throws PaymentRefused with the reason and Vipps’s traceId', async () => {
    const provider = createVippsProvider({ ...config(), publicUrl: 'https://shop.test' });
    const order = {
      id: 1,
      number: 'BD-1',
      token: 'token-of-the-order',
      email: 'kari@example.no',
      total: 0.5, // 50 øre: under Vipps's 100 øre
      pickup: false,
      created: new Date(),
      lang: 'no',
    };
    const error = await provider.create(order, 'bildeler-abc123def456-bd-1-1').catch((err: unknown) => err);
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({
      problem: { code: 'REFUSED', reason: 'INVALID', status: 400, traceId: expect.any(String) },
    });
  });

  it('refuses an http return address, as Vipps does', async () => {
    const provider = createVippsProvider({ ...config(), publicUrl: 'http://localhost:8080' });
    const order = {
      id: 2,
      number: 'BD-2',
      token: 'token-of-the-order',
      email: 'kari@example.no',
      total: 100,
      pickup: false,
      created: new Date(),
      lang: 'no',
    };
    await expect(provider.create(order, 'bildeler-abc123def456-bd-2-1')).rejects.toMatchObject({
      problem: { reason: 'INVALID' },
    });
  });
});
