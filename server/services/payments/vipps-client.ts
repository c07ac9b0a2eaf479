// A small client of Vipps MobilePay's published APIs (developer.vippsmobilepay.com): the access token API
// (POST /accesstoken/get, cached until shortly before it expires) and the ePayment API v1 (create, get, capture,
// refund, cancel). Every call carries the merchant's subscription key, its serial number and the system headers;
// every changing call an Idempotency-Key, so a retry after a lost answer never makes a second payment or capture.
// Failures throw VippsError: `unavailable` when Vipps could not be reached or answered 5xx (try later),
// `refused` when it answered 4xx (the operation is not possible, e.g. capturing a cancelled payment).

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

export type VippsAmount = { currency: 'NOK'; value: number };

/** ePayment states (GET /epayment/v1/payments/{reference} `state`). */
export type VippsState = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED';

export type VippsPayment = {
  reference: string;
  state: VippsState;
  amount: VippsAmount;
  aggregate: {
    authorizedAmount: VippsAmount;
    cancelledAmount: VippsAmount;
    capturedAmount: VippsAmount;
    refundedAmount: VippsAmount;
  };
  pspReference?: string;
  redirectUrl?: string;
};

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

export function createVippsClient(config: VippsConfig, now: () => number = Date.now) {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
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
      const detail = await res.text().catch(() => '');
      throw new VippsError('refused', res.status, `Vipps ${path}: ${res.status} ${detail.slice(0, 300)}`);
    }
    return res;
  }

  async function freshToken(): Promise<string> {
    const res = await send('/accesstoken/get', {
      method: 'POST',
      headers: {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        'Ocp-Apim-Subscription-Key': config.subscriptionKey,
        'Merchant-Serial-Number': config.msn,
        ...systemHeaders,
      },
    });
    const body = (await res.json()) as { access_token?: string; expires_in?: string | number };
    if (!body.access_token) throw new VippsError('unavailable', res.status, 'Vipps: no access token');
    // expires_in is seconds as a string; the token is renewed a minute early.
    const seconds = Number(body.expires_in ?? 3600);
    token = { value: body.access_token, expiresAt: now() + Math.max(0, seconds - 60) * 1000 };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    pending ??= freshToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
    const res = await send(path, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Ocp-Apim-Subscription-Key': config.subscriptionKey,
        'Merchant-Serial-Number': config.msn,
        ...systemHeaders,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as T;
  }

  const paymentPath = (reference: string) => `/epayment/v1/payments/${encodeURIComponent(reference)}`;

  return {
    createPayment: (request: CreatePaymentRequest, idempotencyKey: string) =>
      call<{ redirectUrl: string; reference: string }>(
        'POST',
        '/epayment/v1/payments',
        request,
        idempotencyKey,
      ),
    getPayment: (reference: string) => call<VippsPayment>('GET', paymentPath(reference)),
    capture: (reference: string, amount: VippsAmount, idempotencyKey: string) =>
      call<VippsPayment>(
        'POST',
        `${paymentPath(reference)}/capture`,
        { modificationAmount: amount },
        idempotencyKey,
      ),
    refund: (reference: string, amount: VippsAmount, idempotencyKey: string) =>
      call<VippsPayment>(
        'POST',
        `${paymentPath(reference)}/refund`,
        { modificationAmount: amount },
        idempotencyKey,
      ),
    cancel: (reference: string, idempotencyKey: string) =>
      call<VippsPayment>('POST', `${paymentPath(reference)}/cancel`, {}, idempotencyKey),
  };
}
