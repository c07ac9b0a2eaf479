// A small client of Vipps MobilePay's published APIs (developer.vippsmobilepay.com): the access token API
// (POST /accesstoken/get, cached until shortly before it expires) and the ePayment API v1 (create, get, capture,
// refund, cancel) as its OpenAPI definition (vippsas/vipps-epayment-api, docs/epayment.v1.yml) describes them.
// Every call carries the merchant's subscription key, its serial number and the system headers; every changing call
// an Idempotency-Key (≤ 50 characters), so a retry after a lost answer never makes a second payment or capture.
// A 401 drops the cached token and the call is made once more with a fresh one (never a loop). Answers are read
// through schemas: one the shop cannot read is treated like no answer. Failures throw VippsError: `unavailable`
// when Vipps could not be reached, answered 5xx/429 or something unreadable (try later), `refused` when it answered
// 4xx (the operation is not possible), with Vipps's problem (RFC 7807: title, detail, traceId, extraDetails).
import * as v from 'valibot';
import { isVippsReference, maxIdempotencyKeyLength } from './vipps-rules';

export type VippsConfig = {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
  /** https://apitest.vipps.no (test) or https://api.vipps.no (production). */
  baseUrl: string;
  /** Milliseconds a call may take before Vipps counts as unavailable. */
  timeoutMs?: number;
};

const AmountSchema = v.object({
  currency: v.string(),
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const AggregateSchema = v.object({
  authorizedAmount: AmountSchema,
  cancelledAmount: AmountSchema,
  capturedAmount: AmountSchema,
  refundedAmount: AmountSchema,
});
/** ePayment states (`state` of GetPaymentResponse and ModificationResponse). */
const StateSchema = v.picklist(['CREATED', 'AUTHORIZED', 'ABORTED', 'EXPIRED', 'TERMINATED']);

/** ModificationResponse (capture, refund, cancel): what the shop reads of a payment's state. */
const ModificationSchema = v.object({
  reference: v.string(),
  state: StateSchema,
  amount: AmountSchema,
  aggregate: AggregateSchema,
  pspReference: v.optional(v.string()),
});
/** GetPaymentResponse: the modification fields plus the method, the profile and the landing page. */
const PaymentSchema = v.object({
  ...ModificationSchema.entries,
  paymentMethod: v.optional(v.object({ type: v.string(), cardBin: v.optional(v.string()) })),
  profile: v.optional(v.object({ sub: v.optional(v.string()) })),
  redirectUrl: v.optional(v.string()),
});
/** CreatePaymentResponse of a WEB_REDIRECT payment: the landing page is required. */
const CreatedSchema = v.object({ reference: v.string(), redirectUrl: v.pipe(v.string(), v.url()) });
const TokenSchema = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  expires_in: v.optional(v.union([v.string(), v.number()]), '3600'),
});
/** Problem (RFC 7807) as Vipps answers a 4xx; read leniently, every part optional but the status. */
const ProblemSchema = v.object({
  type: v.optional(v.string()),
  title: v.optional(v.string(), ''),
  status: v.optional(v.number()),
  detail: v.optional(v.string()),
  traceId: v.optional(v.nullable(v.string()), null),
  extraDetails: v.optional(
    v.fallback(
      v.array(v.object({ name: v.optional(v.string(), ''), reason: v.optional(v.string(), '') })),
      [],
    ),
    [],
  ),
});

export type VippsAmount = v.InferOutput<typeof AmountSchema>;
export type VippsState = v.InferOutput<typeof StateSchema>;
export type VippsModification = v.InferOutput<typeof ModificationSchema>;
export type VippsPayment = v.InferOutput<typeof PaymentSchema>;
export type VippsProblem = v.InferOutput<typeof ProblemSchema>;

export type CreatePaymentRequest = {
  amount: VippsAmount;
  paymentMethod: { type: 'WALLET' };
  reference: string;
  returnUrl: string;
  userFlow: 'WEB_REDIRECT';
  paymentDescription: string;
};

export class VippsError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    readonly status: number | null,
    message: string,
    /** Vipps's problem answer of a 4xx, when it gave one. */
    readonly problem: VippsProblem | null = null,
  ) {
    super(message);
    this.name = 'VippsError';
  }
}

export type VippsClient = ReturnType<typeof createVippsClient>;

const systemHeaders = {
  'Vipps-System-Name': 'bildeler',
  'Vipps-System-Version': '1.0.0',
  'Vipps-System-Plugin-Name': 'bildeler-server',
  'Vipps-System-Plugin-Version': '1.0.0',
};

async function problemOf(res: Response): Promise<VippsProblem | null> {
  try {
    const parsed = v.safeParse(ProblemSchema, JSON.parse(await res.text()));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function createVippsClient(config: VippsConfig, now: () => number = Date.now) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new VippsError('unavailable', null, `Vipps ${path}: ${(err as Error).message}`);
    }
    if (res.status >= 500 || res.status === 429) {
      throw new VippsError('unavailable', res.status, `Vipps ${path}: ${res.status}`);
    }
    if (!res.ok) {
      const problem = await problemOf(res);
      const said = problem
        ? ` ${problem.title}${problem.traceId ? ` (traceId ${problem.traceId})` : ''}`
        : '';
      throw new VippsError('refused', res.status, `Vipps ${path}: ${res.status}${said}`, problem);
    }
    try {
      return await res.json();
    } catch {
      throw new VippsError('unavailable', res.status, `Vipps ${path}: an answer that is not JSON`);
    }
  }

  const read = <S extends v.GenericSchema>(schema: S, path: string, body: unknown): v.InferOutput<S> => {
    const parsed = v.safeParse(schema, body);
    if (!parsed.success)
      throw new VippsError('unavailable', null, `Vipps ${path}: an answer of another shape`);
    return parsed.output;
  };

  async function freshToken(): Promise<string> {
    const body = await send('/accesstoken/get', {
      method: 'POST',
      headers: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        'Ocp-Apim-Subscription-Key': config.subscriptionKey,
        'Merchant-Serial-Number': config.msn,
        ...systemHeaders,
      },
    });
    const answer = read(TokenSchema, '/accesstoken/get', body);
    // expires_in is seconds as a string (1 h in test, 24 h in production); the token is renewed a minute early.
    const seconds = Number(answer.expires_in);
    const lifetime = Number.isFinite(seconds) ? Math.max(0, seconds - 60) : 0;
    token = { value: answer.access_token, expiresAt: now() + lifetime * 1000 };
    return answer.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    pending ??= freshToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call<S extends v.GenericSchema>(
    schema: S,
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<v.InferOutput<S>> {
    if (
      idempotencyKey !== undefined &&
      (idempotencyKey === '' || idempotencyKey.length > maxIdempotencyKeyLength)
    ) {
      throw new VippsError('refused', null, `Vipps ${path}: an Idempotency-Key Vipps does not take`);
    }
    const attempt = async (bearer: string) =>
      send(path, {
        method,
        headers: {
          Authorization: `Bearer ${bearer}`,
          'Ocp-Apim-Subscription-Key': config.subscriptionKey,
          'Merchant-Serial-Number': config.msn,
          ...systemHeaders,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const used = await accessToken();
    let answer: unknown;
    try {
      answer = await attempt(used);
    } catch (err) {
      if (!(err instanceof VippsError && err.status === 401)) throw err;
      // The token ran out or was revoked before its time: dropped (unless a call at once has renewed it already)
      // and the call made once more. A second 401 is Vipps's answer.
      if (token?.value === used) token = null;
      answer = await attempt(await accessToken());
    }
    return read(schema, path, answer);
  }

  const paymentPath = (reference: string) => {
    if (!isVippsReference(reference)) {
      throw new VippsError('refused', null, `Vipps: ${JSON.stringify(reference)} is not a Vipps reference`);
    }
    return `/epayment/v1/payments/${reference}`;
  };

  return {
    async createPayment(request: CreatePaymentRequest, idempotencyKey: string) {
      paymentPath(request.reference);
      const created = await call(CreatedSchema, 'POST', '/epayment/v1/payments', request, idempotencyKey);
      if (created.reference !== request.reference) {
        throw new VippsError('unavailable', null, 'Vipps answered the create of another reference');
      }
      return created;
    },
    getPayment: async (reference: string) => call(PaymentSchema, 'GET', paymentPath(reference)),
    capture: async (reference: string, amount: VippsAmount, idempotencyKey: string) =>
      call(
        ModificationSchema,
        'POST',
        `${paymentPath(reference)}/capture`,
        { modificationAmount: amount },
        idempotencyKey,
      ),
    refund: async (reference: string, amount: VippsAmount, idempotencyKey: string) =>
      call(
        ModificationSchema,
        'POST',
        `${paymentPath(reference)}/refund`,
        { modificationAmount: amount },
        idempotencyKey,
      ),
    cancel: async (reference: string, idempotencyKey: string) =>
      call(ModificationSchema, 'POST', `${paymentPath(reference)}/cancel`, {}, idempotencyKey),
  };
}
