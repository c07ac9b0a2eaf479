// A fake Vipps MobilePay for tests, development and the e2e run (scripts/vipps-fake.ts starts this one): the
// access token API and the ePayment API v1 calls the shop makes, answered with the shapes of Vipps's published
// definition (vippsas/vipps-epayment-api, docs/epayment.v1.yml): GetPaymentResponse with paymentMethod, profile
// and aggregate amounts in øre, ModificationResponse for capture/refund/cancel, CreatePaymentResponse, and
// problem+json errors with traceId and extraDetails. Its rules are Vipps's: references of 8–50 [a-zA-Z0-9-],
// Idempotency-Keys of at most 50 characters honoured as Vipps does, at least 100 øre, an https return address
// (http only when told, for local runs), tokens that expire (401). Payments are kept in memory; the customer's
// page (vipps-fake-page.ts) approves or aborts and the signed webhook is sent before or after the redirect.
// It can be told to go down (503 to every API call), to answer slowly, or to refuse creates.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { VippsAmount, VippsModification, VippsPayment } from '../services/payments/vipps-client';
import { signWebhook } from '../services/payments/vipps-webhook';
import { addControls, type CreateRefusal, type WebhookTiming } from './vipps-fake-controls';
import { addCustomerPage } from './vipps-fake-page';
import {
  createProblems,
  isIdempotencyKey,
  isReference,
  modificationValue,
  type ProblemStatus,
  problem,
  rules,
} from './vipps-fake-rules';

export type FakePayment = VippsModification & {
  redirectUrl: string;
  paymentMethod: { type: 'WALLET' | 'CARD' };
  profile: { sub?: string };
  returnUrl: string;
  idempotencyKey: string;
  description: string;
  msn: string;
};
export type { WebhookTiming };

export type FakeOptions = {
  port?: number;
  /** Where approvals and aborts are announced (the shop's /api/payment/vipps/webhook as registered). */
  webhookUrl?: string;
  webhookSecret?: string;
  webhookTiming?: WebhookTiming;
  /** How a webhook is sent (tests hand it to the shop's app in-process); fetch by default. */
  deliver?: (url: string, init: RequestInit) => Promise<unknown>;
  /** Take http:// return addresses (a shop on localhost); Vipps itself takes https or an app's scheme only. */
  allowHttpReturnUrl?: boolean;
};

const nok = (value: number): VippsAmount => ({ currency: 'NOK', value });
const tokenSeconds = 3600;

export function createVippsFake(options: FakeOptions = {}) {
  const payments = new Map<string, FakePayment>();
  /** Answers already given per reference and Idempotency-Key of a capture, refund or cancel. */
  const modifications = new Map<string, VippsModification>();
  /** Access tokens given, with when each runs out (ms). */
  const tokens = new Map<string, number>();
  const state = {
    down: false,
    delayMs: 0,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    webhookTiming: options.webhookTiming ?? ('before' as WebhookTiming),
    baseUrl: '',
    counts: { tokens: 0, creates: 0, captures: 0, refunds: 0, cancels: 0, webhooks: 0 },
    /** While set, every create is refused with this problem (e.g. 400 for a payment Vipps will not take). */
    refuseCreates: null as CreateRefusal | null,
    /** The reference of every create request, in order (a refused reference sent again shows here twice). */
    createCalls: [] as string[],
    /** Every Idempotency-Key the fake was sent, to check their lengths. */
    idempotencyKeys: [] as string[],
  };

  const modification = (p: FakePayment): VippsModification => ({
    amount: { ...p.amount },
    state: p.state,
    aggregate: structuredClone(p.aggregate),
    pspReference: p.pspReference,
    reference: p.reference,
  });
  const view = (p: FakePayment): VippsPayment => ({
    ...modification(p),
    paymentMethod: { ...p.paymentMethod },
    profile: { ...p.profile },
    redirectUrl: p.redirectUrl,
  });

  async function sendWebhook(p: FakePayment, name: string) {
    if (!state.webhookUrl) return;
    const body = JSON.stringify({
      msn: p.msn,
      reference: p.reference,
      pspReference: p.pspReference,
      name,
      amount: p.amount,
      timestamp: new Date().toISOString(),
      idempotencyKey: null,
      success: true,
    });
    const headers = state.webhookSecret ? signWebhook(state.webhookSecret, state.webhookUrl, body) : {};
    state.counts.webhooks += 1;
    const deliver = options.deliver ?? fetch;
    await deliver(state.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
    }).catch(() => {});
  }

  const app = new Hono();

  // Down and slow apply to the API, never to the customer's page or the controls.
  const outage = async (c: Context, next: () => Promise<void>) => {
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.down) return c.json({ error: 'down' }, 503);
    await next();
  };
  app.use('/accesstoken/*', outage);
  app.use('/epayment/*', outage);
  app.use('/epayment/*', async (c, next) => {
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const until = bearer ? tokens.get(bearer) : undefined;
    if (until === undefined || until <= Date.now())
      return problem(c, 401, 'Unauthorized', 'Invalid or expired token');
    const msn = c.req.header('merchant-serial-number') ?? '';
    if (!c.req.header('ocp-apim-subscription-key') || !/^[0-9]{4,6}$/.test(msn)) {
      return problem(c, 401, 'Unauthorized', 'Missing subscription key or merchant serial number');
    }
    const reference = /^\/epayment\/v1\/payments\/([^/]+)/.exec(c.req.path)?.[1];
    if (reference !== undefined && !isReference(decodeURIComponent(reference))) {
      return problem(c, 400, 'Bad Request', undefined, [{ name: 'reference', reason: rules.reference }]);
    }
    if (c.req.method === 'POST') {
      const key = c.req.header('idempotency-key');
      if (key !== undefined) state.idempotencyKeys.push(key);
      if (!isIdempotencyKey(key)) {
        return problem(c, 400, 'Bad Request', undefined, [
          { name: 'Idempotency-Key', reason: rules.idempotencyKey },
        ]);
      }
    }
    await next();
  });

  app.post('/accesstoken/get', (c) => {
    if (!c.req.header('client_id') || !c.req.header('client_secret')) {
      return problem(c, 401, 'Unauthorized', 'Invalid client_id or client_secret');
    }
    state.counts.tokens += 1;
    const token = `fake-${state.counts.tokens}`;
    tokens.set(token, Date.now() + tokenSeconds * 1000);
    return c.json({
      token_type: 'Bearer',
      expires_in: String(tokenSeconds),
      ext_expires_in: String(tokenSeconds),
      access_token: token,
    });
  });

  app.post('/epayment/v1/payments', async (c) => {
    const key = c.req.header('idempotency-key') ?? '';
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (typeof body?.reference === 'string') state.createCalls.push(body.reference);
    if (state.refuseCreates) return problem(c, state.refuseCreates.status, state.refuseCreates.title);
    if (!body) return problem(c, 400, 'Bad Request', 'The body is not JSON');
    const broken = createProblems(body, options.allowHttpReturnUrl ?? false);
    if (broken.length > 0) return problem(c, 400, 'Bad Request', undefined, broken);
    const reference = body.reference as string;
    const existing = payments.get(reference);
    if (existing) {
      if (existing.idempotencyKey !== key)
        return problem(c, 409, 'Conflict', 'The reference is already used');
      return c.json({ redirectUrl: existing.redirectUrl, reference }, 201);
    }
    state.counts.creates += 1;
    const amount = body.amount as VippsAmount;
    const payment: FakePayment = {
      reference,
      state: 'CREATED',
      amount: nok(amount.value),
      aggregate: {
        authorizedAmount: nok(0),
        cancelledAmount: nok(0),
        capturedAmount: nok(0),
        refundedAmount: nok(0),
      },
      pspReference: `psp-${state.counts.creates}`,
      redirectUrl: `${state.baseUrl}/pay/${reference}`,
      paymentMethod: { type: (body.paymentMethod as { type: 'WALLET' | 'CARD' }).type },
      profile: {},
      returnUrl: body.returnUrl as string,
      idempotencyKey: key,
      description: body.paymentDescription as string,
      msn: c.req.header('merchant-serial-number') ?? '',
    };
    payments.set(reference, payment);
    return c.json({ redirectUrl: payment.redirectUrl, reference }, 201);
  });

  const notFound = (c: Context) => problem(c, 404, 'Not Found', 'Payment not found');

  app.get('/epayment/v1/payments/:reference', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json(view(p)) : notFound(c);
  });

  app.get('/epayment/v1/payments/:reference/events', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json([]) : notFound(c);
  });

  type Refusal = { status: ProblemStatus; title: string; detail: string } | null;

  /** A capture, refund or cancel: once per Idempotency-Key (a repeat answers the first answer). */
  const modify = (apply: (p: FakePayment, value: number | null) => Refusal) => async (c: Context) => {
    const key = c.req.header('idempotency-key') ?? '';
    const p = payments.get(c.req.param('reference') ?? '');
    if (!p) return notFound(c);
    const done = modifications.get(`${p.reference}/${key}`);
    if (done) return c.json(done);
    const refusal = apply(p, modificationValue(await c.req.json().catch(() => null)));
    if (refusal) return problem(c, refusal.status, refusal.title, refusal.detail);
    const answer = modification(p);
    modifications.set(`${p.reference}/${key}`, answer);
    return c.json(answer);
  };
  const badAmount: Refusal = {
    status: 400,
    title: 'Bad Request',
    detail: 'modificationAmount must be a positive whole number of øre in NOK',
  };

  app.post(
    '/epayment/v1/payments/:reference/capture',
    modify((p, value) => {
      const { authorizedAmount, capturedAmount, cancelledAmount } = p.aggregate;
      if (p.state !== 'AUTHORIZED' || cancelledAmount.value > 0) {
        return {
          status: 400,
          title: 'Cannot capture before reservation',
          detail: 'The amount you tried to capture is not reserved.',
        };
      }
      if (value === null) return badAmount;
      if (capturedAmount.value + value > authorizedAmount.value) {
        return { status: 400, title: 'Capture amount too high', detail: 'More than the reserved amount' };
      }
      capturedAmount.value += value;
      state.counts.captures += 1;
      return null;
    }),
  );
  app.post(
    '/epayment/v1/payments/:reference/refund',
    modify((p, value) => {
      const { capturedAmount, refundedAmount } = p.aggregate;
      if (value === null) return badAmount;
      if (refundedAmount.value + value > capturedAmount.value) {
        return { status: 400, title: 'Refund amount too high', detail: 'More than the captured amount' };
      }
      refundedAmount.value += value;
      state.counts.refunds += 1;
      return null;
    }),
  );
  app.post(
    '/epayment/v1/payments/:reference/cancel',
    modify((p) => {
      if (p.state === 'CREATED') p.state = 'TERMINATED';
      else if (p.state === 'AUTHORIZED' && p.aggregate.capturedAmount.value === 0) {
        p.aggregate.cancelledAmount.value = p.aggregate.authorizedAmount.value;
      } else {
        return { status: 400, title: 'Cannot cancel', detail: `A ${p.state} payment cannot be cancelled` };
      }
      state.counts.cancels += 1;
      return null;
    }),
  );

  addCustomerPage(
    app,
    (reference) => payments.get(reference),
    async (found, to) => {
      const p = found as FakePayment;
      p.state = to;
      if (to === 'AUTHORIZED') p.aggregate.authorizedAmount = { ...p.amount };
      if (state.webhookTiming === 'before') await sendWebhook(p, to);
      else if (state.webhookTiming === 'after') setTimeout(() => void sendWebhook(p, to), 300);
    },
  );

  addControls(app, state, payments, view);

  return {
    app,
    state,
    payments,
    /** The payment as the customer approves it on the page (no browser needed). */
    approve: (reference: string) => app.request(`/pay/${reference}/approve`, { method: 'POST' }),
    abort: (reference: string) => app.request(`/pay/${reference}/abort`, { method: 'POST' }),
    /** Lets an open payment run out, as Vipps does after a while. */
    expire(reference: string) {
      const p = payments.get(reference);
      if (p?.state === 'CREATED') p.state = 'EXPIRED';
    },
    /** Every access token given so far runs out: the next call with one is answered 401. */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    /** Captures at Vipps outside the shop (as a capture whose answer the shop never got). */
    captureNow(reference: string, value: number) {
      const p = payments.get(reference);
      if (p?.state !== 'AUTHORIZED') throw new Error(`fake: ${reference} is not approved`);
      p.aggregate.capturedAmount.value += value;
    },
    /** Sends the webhook of a payment now (e.g. a second time). */
    webhook: (reference: string, name = 'AUTHORIZED') => {
      const p = payments.get(reference);
      return p ? sendWebhook(p, name) : Promise.resolve();
    },
  };
}

export type VippsFake = ReturnType<typeof createVippsFake> & { url: string; close: () => Promise<void> };

/** The fake on a free port (or `options.port`) of 127.0.0.1. */
export async function startVippsFake(options: FakeOptions = {}): Promise<VippsFake> {
  const fake = createVippsFake(options);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: fake.app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  fake.state.baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...fake,
    url: fake.state.baseUrl,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
