// A fake Vipps MobilePay for tests and development: the access token API and the ePayment API v1 calls the shop
// makes, with Vipps's shapes (amounts in øre, states CREATED/AUTHORIZED/ABORTED/EXPIRED/TERMINATED, aggregate
// amounts), idempotency keys honoured like Vipps does, and the page a customer is sent to: "Vipps test" with
// Approve and Abort, which go back to the payment's returnUrl and send the signed webhook before or after that.
// Payments are kept in memory. It can be told to go down (503 to every API call) or to answer slowly.
// Started in-process by the API tests (startVippsFake) and standalone by scripts/vipps-fake.ts.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { escapeMarkup } from '../lib/escape-markup';
import type { VippsAmount, VippsPayment, VippsState } from '../services/payments/vipps-client';
import { signWebhook } from '../services/payments/vipps-webhook';

export type FakePayment = VippsPayment & { returnUrl: string; idempotencyKey: string; description: string };
export type WebhookTiming = 'before' | 'after' | 'none';

export type FakeOptions = {
  port?: number;
  /** Where approvals and aborts are announced (the shop's /api/payment/vipps/webhook). */
  webhookUrl?: string;
  webhookSecret?: string;
  webhookTiming?: WebhookTiming;
  /** How a webhook is sent (tests hand it to the shop's app in-process); fetch by default. */
  deliver?: (url: string, init: RequestInit) => Promise<unknown>;
};

const nok = (value: number): VippsAmount => ({ currency: 'NOK', value });

export function createVippsFake(options: FakeOptions = {}) {
  const payments = new Map<string, FakePayment>();
  /** Answers already given per Idempotency-Key of a capture, refund or cancel. */
  const modifications = new Map<string, VippsPayment>();
  const state = {
    down: false,
    delayMs: 0,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    webhookTiming: options.webhookTiming ?? ('before' as WebhookTiming),
    baseUrl: '',
    counts: { tokens: 0, creates: 0, captures: 0, refunds: 0, cancels: 0, webhooks: 0 },
    /** Tokens that ran out (expireTokens): answered 401, as Vipps answers an expired token. */
    expired: new Set<string>(),
    /** While set, every create is refused with this problem (e.g. 400 for a payment Vipps will not take). */
    refuseCreates: null as null | { status: 400 | 403 | 409; title: string },
    /** The reference of every create request, in order (a refused reference sent again shows here twice). */
    createCalls: [] as string[],
  };

  const view = (p: FakePayment): VippsPayment => ({
    reference: p.reference,
    state: p.state,
    amount: p.amount,
    aggregate: structuredClone(p.aggregate),
    pspReference: p.pspReference,
    redirectUrl: p.redirectUrl,
  });

  const problem = (c: Context, status: 400 | 401 | 403 | 404 | 409, title: string) =>
    c.json(
      { type: 'https://developer.vippsmobilepay.com/docs/APIs/epayment-api/problems', title, status },
      status,
    );

  async function sendWebhook(p: FakePayment, name: string) {
    if (!state.webhookUrl) return;
    const body = JSON.stringify({
      msn: '123456',
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
  app.use('/accesstoken/*', async (c, next) => {
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.down) return c.json({ error: 'down' }, 503);
    await next();
  });
  app.use('/epayment/*', async (c, next) => {
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.down) return c.json({ error: 'down' }, 503);
    const authorization = c.req.header('authorization') ?? '';
    if (!authorization.startsWith('Bearer fake-') || state.expired.has(authorization.slice(7))) {
      return problem(c, 401, 'Unauthorized');
    }
    if (!c.req.header('ocp-apim-subscription-key') || !c.req.header('merchant-serial-number')) {
      return problem(c, 401, 'Missing subscription key or merchant serial number');
    }
    await next();
  });

  app.post('/accesstoken/get', (c) => {
    if (!c.req.header('client_id') || !c.req.header('client_secret')) return problem(c, 401, 'Unauthorized');
    state.counts.tokens += 1;
    return c.json({
      token_type: 'Bearer',
      expires_in: '3600',
      ext_expires_in: '3600',
      access_token: `fake-${state.counts.tokens}`,
    });
  });

  app.post('/epayment/v1/payments', async (c) => {
    const key = c.req.header('idempotency-key');
    if (!key) return problem(c, 400, 'Idempotency-Key is required');
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const amount = body?.amount as VippsAmount | undefined;
    const reference = body?.reference;
    if (typeof reference === 'string') state.createCalls.push(reference);
    if (state.refuseCreates) return problem(c, state.refuseCreates.status, state.refuseCreates.title);
    if (
      !body ||
      typeof reference !== 'string' ||
      !/^[a-zA-Z0-9-]{8,64}$/.test(reference) ||
      amount?.currency !== 'NOK' ||
      !Number.isInteger(amount.value) ||
      amount.value < 100 ||
      (body.paymentMethod as { type?: string } | undefined)?.type !== 'WALLET' ||
      body.userFlow !== 'WEB_REDIRECT' ||
      typeof body.returnUrl !== 'string' ||
      typeof body.paymentDescription !== 'string'
    ) {
      return problem(c, 400, 'Invalid payment request');
    }
    const existing = payments.get(reference);
    if (existing) {
      if (existing.idempotencyKey !== key) return problem(c, 409, 'Reference already used');
      return c.json({ redirectUrl: existing.redirectUrl, reference }, 201);
    }
    state.counts.creates += 1;
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
      returnUrl: body.returnUrl,
      idempotencyKey: key,
      description: body.paymentDescription as string,
    };
    payments.set(reference, payment);
    return c.json({ redirectUrl: payment.redirectUrl, reference }, 201);
  });

  app.get('/epayment/v1/payments/:reference', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json(view(p)) : problem(c, 404, 'Payment not found');
  });

  app.get('/epayment/v1/payments/:reference/events', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json([]) : problem(c, 404, 'Payment not found');
  });

  /** A capture, refund or cancel: once per Idempotency-Key (a repeat answers the first answer). */
  const modify =
    (apply: (p: FakePayment, amount: number, c: Context) => string | null) => async (c: Context) => {
      const key = c.req.header('idempotency-key');
      if (!key) return problem(c, 400, 'Idempotency-Key is required');
      const p = payments.get(c.req.param('reference') ?? '');
      if (!p) return problem(c, 404, 'Payment not found');
      const done = modifications.get(`${p.reference}/${key}`);
      if (done) return c.json(done);
      const body = (await c.req.json().catch(() => ({}))) as { modificationAmount?: VippsAmount };
      const refusal = apply(p, body.modificationAmount?.value ?? 0, c);
      if (refusal) return problem(c, 409, refusal);
      const answer = view(p);
      modifications.set(`${p.reference}/${key}`, answer);
      return c.json(answer);
    };

  app.post(
    '/epayment/v1/payments/:reference/capture',
    modify((p, value) => {
      const { authorizedAmount, capturedAmount, cancelledAmount } = p.aggregate;
      if (p.state !== 'AUTHORIZED' || cancelledAmount.value > 0) return 'Payment is not authorized';
      if (value <= 0 || capturedAmount.value + value > authorizedAmount.value) return 'Amount too large';
      capturedAmount.value += value;
      state.counts.captures += 1;
      return null;
    }),
  );
  app.post(
    '/epayment/v1/payments/:reference/refund',
    modify((p, value) => {
      const { capturedAmount, refundedAmount } = p.aggregate;
      if (value <= 0 || refundedAmount.value + value > capturedAmount.value) return 'Amount too large';
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
      } else return 'Payment cannot be cancelled';
      state.counts.cancels += 1;
      return null;
    }),
  );

  // The customer's page.
  app.get('/pay/:reference', (c) => {
    const p = payments.get(c.req.param('reference'));
    if (!p) return c.html('<!doctype html><title>Vipps test</title><p>No such payment.</p>', 404);
    const kroner = (p.amount.value / 100).toFixed(2);
    const open = p.state === 'CREATED';
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vipps test</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
button{font-size:1.1rem;padding:.6rem 1.2rem;margin:.25rem;border-radius:.4rem;border:2px solid #c2410c}
.approve{background:#c2410c;color:#fff}.abort{background:#fff;color:#222}</style></head>
<body><main><h1>Vipps test</h1>
<p>${escapeMarkup(p.description)}: <strong>NOK ${kroner}</strong></p>
${
  open
    ? `<form method="post" action="/pay/${p.reference}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="/pay/${p.reference}/abort"><button class="abort" type="submit">Abort</button></form>`
    : `<p>This payment is ${p.state.toLowerCase()}.</p><p><a href="${escapeMarkup(p.returnUrl)}">Back to the shop</a></p>`
}
</main></body></html>`);
  });

  const decide = (to: VippsState, event: string) => async (c: Context) => {
    const p = payments.get(c.req.param('reference') ?? '');
    if (!p) return c.text('No such payment', 404);
    if (p.state === 'CREATED') {
      p.state = to;
      if (to === 'AUTHORIZED') p.aggregate.authorizedAmount.value = p.amount.value;
      if (state.webhookTiming === 'before') await sendWebhook(p, event);
      else if (state.webhookTiming === 'after') setTimeout(() => void sendWebhook(p, event), 300);
    }
    return c.redirect(p.returnUrl, 303);
  };
  app.post('/pay/:reference/approve', decide('AUTHORIZED', 'AUTHORIZED'));
  app.post('/pay/:reference/abort', decide('ABORTED', 'ABORTED'));

  // Controls for scripts and e2e tests.
  app.post('/_fake/control', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<{
      down: boolean;
      delayMs: number;
      webhookTiming: WebhookTiming;
    }>;
    if (body.down !== undefined) state.down = body.down;
    if (body.delayMs !== undefined) state.delayMs = body.delayMs;
    if (body.webhookTiming !== undefined) state.webhookTiming = body.webhookTiming;
    return c.json({ ok: true });
  });
  app.get('/_fake/payments/:reference', (c) => {
    const p = payments.get(c.req.param('reference'));
    return p ? c.json(view(p)) : c.json({ error: 'not found' }, 404);
  });
  app.get('/_fake/counts', (c) => c.json(state.counts));

  return {
    app,
    state,
    payments,
    /** The payment as the customer approves it on the page (no browser needed). */
    approve: (reference: string) => app.request(`/pay/${reference}/approve`, { method: 'POST' }),
    abort: (reference: string) => app.request(`/pay/${reference}/abort`, { method: 'POST' }),
    /** Every access token given so far runs out: the next call with one is answered 401. */
    expireTokens() {
      for (let n = 1; n <= state.counts.tokens; n++) state.expired.add(`fake-${n}`);
    },
    /** Lets an open payment run out, as Vipps does after a while. */
    expire(reference: string) {
      const p = payments.get(reference);
      if (p?.state === 'CREATED') p.state = 'EXPIRED';
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
