// The Vipps pieces on their own: the client's access token (one per hour, shared by calls at once), the headers
// every call carries, the mapping of Vipps states to the shop's payment statuses, references, and webhook
// signatures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../src/domain/checkout';
import { startVippsFake, type VippsFake } from '../../test/vipps-fake';
import { createVippsClient, VippsError, type VippsPayment } from './vipps-client';
import { orderNumberOfReference, paymentOf, vippsReference } from './vipps-provider';
import { signWebhook, verifyWebhook } from './vipps-webhook';

let fake: VippsFake;
beforeAll(async () => {
  fake = await startVippsFake();
});
afterAll(() => fake?.close());

const config = () => ({
  clientId: 'c',
  clientSecret: 's',
  subscriptionKey: 'k',
  msn: '123456',
  baseUrl: fake.url,
  timeoutMs: 1000,
});
const request = (reference: string) => ({
  amount: { currency: 'NOK' as const, value: 12_900 },
  paymentMethod: { type: 'WALLET' as const },
  reference,
  returnUrl: 'https://shop.test/checkout/t',
  userFlow: 'WEB_REDIRECT' as const,
  paymentDescription: 'test',
});

describe('Vipps client', () => {
  it('gets one access token for calls at once and keeps it until shortly before it expires', async () => {
    await createVippsClient(config()).createPayment(request('client-test-1'), 'k1');
    let now = 1_000_000;
    const client = createVippsClient(config(), () => now);
    const before = fake.state.counts.tokens;
    await Promise.all([client.getPayment('client-test-1'), client.getPayment('client-test-1')]);
    await client.getPayment('client-test-1');
    expect(fake.state.counts.tokens).toBe(before + 1);
    now += 3_600_000; // expires_in 3600 s: renewed a minute early
    await client.getPayment('client-test-1');
    expect(fake.state.counts.tokens).toBe(before + 2);
  });

  it('answers the first payment again for a repeated Idempotency-Key; another key for the reference is refused', async () => {
    const client = createVippsClient(config());
    const first = await client.createPayment(request('client-test-2'), 'key-a');
    expect(await client.createPayment(request('client-test-2'), 'key-a')).toEqual(first);
    await expect(client.createPayment(request('client-test-2'), 'key-b')).rejects.toMatchObject({
      kind: 'refused',
      status: 409,
    });
  });

  it('throws unavailable when Vipps is down or too slow', async () => {
    const client = createVippsClient({ ...config(), timeoutMs: 200 });
    fake.state.down = true;
    await expect(client.getPayment('client-test-2')).rejects.toBeInstanceOf(VippsError);
    fake.state.down = false;
    fake.state.delayMs = 500;
    await expect(client.getPayment('client-test-2')).rejects.toMatchObject({ kind: 'unavailable' });
    fake.state.delayMs = 0;
  });
});

describe('Vipps states', () => {
  const nok = (value: number) => ({ currency: 'NOK' as const, value });
  const vipps = (state: VippsPayment['state'], captured = 0, refunded = 0, cancelled = 0): VippsPayment => ({
    reference: 'bildeler-bd-100001-1',
    state,
    amount: nok(10_000),
    aggregate: {
      authorizedAmount: nok(state === 'AUTHORIZED' ? 10_000 : 0),
      capturedAmount: nok(captured),
      refundedAmount: nok(refunded),
      cancelledAmount: nok(cancelled),
    },
  });
  const previous: Payment = { method: 'vipps', status: 'PENDING', reference: null, redirectUrl: 'https://x' };
  it.each([
    ['CREATED', 0, 0, 0, 'PENDING'],
    ['AUTHORIZED', 0, 0, 0, 'PAID'],
    ['AUTHORIZED', 10_000, 0, 0, 'PAID'],
    ['AUTHORIZED', 10_000, 10_000, 0, 'CANCELLED'],
    ['AUTHORIZED', 0, 0, 10_000, 'CANCELLED'],
    ['ABORTED', 0, 0, 0, 'CANCELLED'],
    ['EXPIRED', 0, 0, 0, 'FAILED'],
    ['TERMINATED', 0, 0, 0, 'CANCELLED'],
  ] as const)(
    '%s captured %i refunded %i cancelled %i → %s',
    (state, captured, refunded, cancelled, status) => {
      const payment = paymentOf(vipps(state, captured, refunded, cancelled), previous);
      expect(payment).toMatchObject({ status, captured: captured / 100, refunded: refunded / 100 });
      expect(payment.redirectUrl).toBe('https://x');
    },
  );

  it('references name the order and the attempt', () => {
    expect(vippsReference('BD-100001', 3)).toBe('bildeler-bd-100001-3');
    expect(orderNumberOfReference('bildeler-bd-100001-3')).toBe('BD-100001');
    expect(orderNumberOfReference('someone-else-1')).toBeNull();
  });
});

describe('Vipps webhook signatures', () => {
  const url = 'https://shop.test/api/payment/vipps/webhook';
  const body = '{"reference":"bildeler-bd-100001-1","name":"AUTHORIZED"}';
  const signed = (
    headers: Record<string, string>,
    changes: Partial<{ body: string; host: string }> = {},
  ) => ({
    method: 'POST',
    pathAndQuery: '/api/payment/vipps/webhook',
    host: changes.host ?? 'shop.test',
    body: changes.body ?? body,
    headers: {
      authorization: headers.Authorization,
      date: headers['x-ms-date'],
      contentSha256: headers['x-ms-content-sha256'],
    },
  });
  it('accepts a request signed with the secret, and nothing changed or signed otherwise', () => {
    const headers = signWebhook('secret', url, body);
    expect(verifyWebhook('secret', signed(headers))).toBe(true);
    expect(verifyWebhook('other', signed(headers))).toBe(false);
    expect(verifyWebhook('secret', signed(headers, { body: body.replace('AUTH', 'XAUTH') }))).toBe(false);
    expect(verifyWebhook('secret', signed(headers, { host: 'evil.test' }))).toBe(false);
    expect(verifyWebhook('secret', signed({}))).toBe(false);
  });
});
