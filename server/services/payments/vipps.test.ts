// @engines: pglite
// The Vipps pieces on their own: the mapping of Vipps states and amounts to the shop's payment statuses, the
// rules for references and Idempotency-Keys, what the environment may ask for, and webhook signatures. The client
// against the fake Vipps is in vipps-client.test.ts.
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../src/domain/checkout';
import type { VippsModification } from './vipps-client';
import { paymentOf, vippsFromEnv } from './vipps-provider';
import { attemptOf, isVippsReference, operationKey, vippsReference } from './vipps-rules';
import { signWebhook, verifyWebhook, webhookUrlOf } from './vipps-webhook';

const nok = (value: number) => ({ currency: 'NOK', value });

describe('Vipps states and amounts', () => {
  const vipps = (
    state: VippsModification['state'],
    captured = 0,
    refunded = 0,
    cancelled = 0,
  ): VippsModification => ({
    reference: 'bildeler-abc123def456-bd-100001-1',
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
      const payment = paymentOf(vipps(state, captured, refunded, cancelled), previous, 10_000);
      expect(payment).toMatchObject({ status, captured: captured / 100, refunded: refunded / 100 });
      expect(payment.redirectUrl).toBe('https://x');
      expect(payment.problem).toBeUndefined();
    },
  );

  it('an approval of another amount or currency is FAILED with the difference, never PAID', () => {
    const approved = vipps('AUTHORIZED');
    expect(paymentOf(approved, previous, 10_100)).toMatchObject({
      status: 'FAILED',
      problem: { code: 'AMOUNT_MISMATCH', expected: 101, approved: 100, currency: 'NOK' },
    });
    const short = { ...approved, aggregate: { ...approved.aggregate, authorizedAmount: nok(9_900) } };
    expect(paymentOf(short, previous, 10_000)).toMatchObject({
      status: 'FAILED',
      problem: { code: 'AMOUNT_MISMATCH', expected: 100, approved: 99 },
    });
    const kroner = { currency: 'DKK', value: 10_000 };
    const danish = {
      ...approved,
      amount: kroner,
      aggregate: { ...approved.aggregate, authorizedAmount: kroner },
    };
    expect(paymentOf(danish, previous, 10_000)).toMatchObject({
      status: 'FAILED',
      problem: { code: 'AMOUNT_MISMATCH', approved: 100, currency: 'DKK' },
    });
  });
});

describe('Vipps references and keys', () => {
  it('name the installation, the order and the attempt, within Vipps’s 8–50 of [a-zA-Z0-9-]', () => {
    const reference = vippsReference('abc123def456', 'BD-100001', 3);
    expect(reference).toBe('bildeler-abc123def456-bd-100001-3');
    expect(isVippsReference(reference)).toBe(true);
    expect(attemptOf(reference)).toBe(3);
    expect(attemptOf(null)).toBe(0);
    // The longest installation part and a long order number still fit; a longer one is refused, never cut.
    expect(vippsReference('a'.repeat(16), 'BD-100000000000000', 12).length).toBeLessThanOrEqual(50);
    expect(() => vippsReference('a'.repeat(16), `BD-${'9'.repeat(20)}`, 1)).toThrow(/Vipps/);
    expect(() => vippsReference('NOT-OK', 'BD-1', 1)).toThrow();
  });

  it('takes only what Vipps allows', () => {
    for (const bad of [
      'short',
      'a'.repeat(51),
      'bildeler_bd_1',
      'bildeler bd 1',
      'bildeler-bd-1/..',
      42,
      null,
    ]) {
      expect(isVippsReference(bad)).toBe(false);
    }
    expect(isVippsReference('a'.repeat(50))).toBe(true);
  });

  it('makes Idempotency-Keys of at most 50 characters, the same for every retry', () => {
    expect(operationKey('bildeler-bd-100001-1', 'capture')).toBe('bildeler-bd-100001-1-capture');
    const long = `bildeler-${'a'.repeat(16)}-bd-100000000000-99`;
    for (const operation of ['capture', 'refund', 'cancel'] as const) {
      const key = operationKey(long, operation);
      expect(key.length).toBeLessThanOrEqual(50);
      expect(key).toBe(operationKey(long, operation));
      expect(key.startsWith(operation)).toBe(true);
    }
    expect(operationKey(long, 'capture')).not.toBe(operationKey(`${long.slice(0, -1)}8`, 'capture'));
  });
});

describe('Vipps settings', () => {
  const keys = {
    VIPPS_CLIENT_ID: 'id',
    VIPPS_CLIENT_SECRET: 'secret',
    VIPPS_SUBSCRIPTION_KEY: 'sub',
    VIPPS_MSN: '123456',
    VIPPS_BASE_URL: 'https://api.vipps.no',
  };
  it('is off without all four keys', () => {
    expect(
      vippsFromEnv({ ...keys, VIPPS_MSN: undefined, NODE_ENV: 'production' }, 'http://x'),
    ).toBeUndefined();
  });
  it('refuses in production an http Vipps address (the keys would travel in clear)', () => {
    const env = { ...keys, NODE_ENV: 'production', VIPPS_BASE_URL: 'http://api.vipps.no' };
    expect(() => vippsFromEnv(env, 'https://bildeler.no')).toThrow(/VIPPS_BASE_URL.*https/s);
    expect(vippsFromEnv({ ...env, NODE_ENV: 'development' }, 'http://localhost:5173')).toBeDefined();
  });
  it('takes an installation part of 4–16 a–z0–9 only', () => {
    const env = { ...keys, NODE_ENV: 'test' };
    expect(vippsFromEnv({ ...env, VIPPS_INSTALLATION_ID: 'staging01' }, 'http://x')).toBeDefined();
    expect(() => vippsFromEnv({ ...env, VIPPS_INSTALLATION_ID: 'Staging-1' }, 'http://x')).toThrow(/4–16/);
  });
});

describe('Vipps webhook signatures', () => {
  const url = webhookUrlOf('https://shop.test/');
  const body = '{"reference":"bildeler-bd-100001-1","name":"AUTHORIZED"}';
  const signed = (
    headers: Record<string, string>,
    changes: Partial<{ body: string; host: string; pathAndQuery: string }> = {},
  ) => ({
    method: 'POST',
    pathAndQuery: changes.pathAndQuery ?? '/api/payment/vipps/webhook',
    host: changes.host ?? 'shop.test',
    body: changes.body ?? body,
    headers: {
      authorization: headers.Authorization,
      date: headers['x-ms-date'],
      contentSha256: headers['x-ms-content-sha256'],
    },
  });
  it('the registered URL is the public address and the path', () => {
    expect(url).toBe('https://shop.test/api/payment/vipps/webhook');
    expect(webhookUrlOf('https://shop.test/butikk')).toBe(
      'https://shop.test/butikk/api/payment/vipps/webhook',
    );
  });
  it('accepts a request signed with the secret, and nothing changed or signed otherwise', () => {
    const headers = signWebhook('secret', url, body);
    expect(verifyWebhook('secret', signed(headers))).toBe(true);
    expect(verifyWebhook('other', signed(headers))).toBe(false);
    expect(verifyWebhook('secret', signed(headers, { body: body.replace('AUTH', 'XAUTH') }))).toBe(false);
    expect(verifyWebhook('secret', signed(headers, { host: 'evil.test' }))).toBe(false);
    expect(verifyWebhook('secret', signed(headers, { pathAndQuery: '/other' }))).toBe(false);
    expect(verifyWebhook('secret', signed({}))).toBe(false);
  });
});
