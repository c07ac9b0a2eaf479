// Vipps ePayment as the shop's `vipps` payment method. One order may have several attempts: a payment the customer
// aborted or let expire, or one Vipps refused to start, leaves the order PENDING and payable, and the next
// create-payments starts a new Vipps payment under the next reference (vipps-rules.ts: bildeler-<installation>-
// bd-100001-1, -2 …). The reference is every call's Idempotency-Key base, so a retried create, capture or refund
// is answered with the first one's result by Vipps and never makes a second payment or a second capture.
//
// Norwegian practice: an approved (AUTHORIZED) payment of exactly the order's total in NOK makes the order PAID;
// the money is captured only when the goods ship, and an order cancelled after that is refunded (before: the
// reservation is cancelled). An approval of any other amount is FAILED with the difference, for staff to see.
import type { Payment, PaymentProblem, VippsRefusal } from '../../../src/domain/checkout';
import { type OnlinePaymentProvider, PaymentNotApproved, PaymentRefused } from './provider';
import {
  createVippsClient,
  type VippsAmount,
  type VippsClient,
  type VippsConfig,
  VippsError,
  type VippsModification,
} from './vipps-client';
import { attemptOf, installationPartPattern, operationKey, vippsReference } from './vipps-rules';

export const ore = (kroner: number) => Math.round(kroner * 100);
const nok = (value: number): VippsAmount => ({ currency: 'NOK', value });
const kroner = (value: number) => value / 100;

/** The problem of an approval that is not exactly `expected` øre in NOK; null when it is. */
function amountProblem(vipps: VippsModification, expected: number): PaymentProblem | null {
  const authorized = vipps.aggregate.authorizedAmount;
  const same = (amount: VippsAmount) => amount.currency === 'NOK' && amount.value === expected;
  if (same(vipps.amount) && same(authorized)) return null;
  const approved = same(vipps.amount) ? authorized : vipps.amount;
  return {
    code: 'AMOUNT_MISMATCH',
    expected: kroner(expected),
    approved: kroner(approved.value),
    currency: approved.currency,
  };
}

/** The shop's Payment for what Vipps says of a payment of an order whose total is `expected` øre. */
export function paymentOf(vipps: VippsModification, previous: Payment, expected: number): Payment {
  const captured = vipps.aggregate.capturedAmount.value;
  const refunded = vipps.aggregate.refundedAmount.value;
  const cancelled = vipps.aggregate.cancelledAmount.value;
  const base = {
    method: 'vipps' as const,
    reference: vipps.reference,
    dueDate: null,
    redirectUrl: previous.redirectUrl ?? null,
    captured: kroner(captured),
    refunded: kroner(refunded),
  };
  switch (vipps.state) {
    case 'CREATED':
      return { ...base, status: 'PENDING' };
    case 'AUTHORIZED': {
      const released = captured > 0 ? refunded >= captured : cancelled > 0;
      if (released) return { ...base, status: 'CANCELLED' };
      const problem = amountProblem(vipps, expected);
      return problem ? { ...base, status: 'FAILED', problem } : { ...base, status: 'PAID' };
    }
    case 'EXPIRED':
      return { ...base, status: 'FAILED' };
    default:
      // ABORTED (the customer said no) and TERMINATED (cancelled before approval).
      return { ...base, status: 'CANCELLED' };
  }
}

const refusalOf = (status: number | null): VippsRefusal =>
  status === 400
    ? 'INVALID'
    : status === 401
      ? 'KEYS'
      : status === 403
        ? 'NOT_ALLOWED'
        : status === 409
          ? 'CONFLICT'
          : 'OTHER';

export type VippsProviderOptions = VippsConfig & {
  /** Where the customer comes back to: `${publicUrl}/checkout/<order token>`. */
  publicUrl: string;
  /** VIPPS_INSTALLATION_ID: this installation's part of references, in place of the database's. */
  installationId?: string;
  client?: VippsClient;
};

export function createVippsProvider(options: VippsProviderOptions): OnlinePaymentProvider {
  const client = options.client ?? createVippsClient(options);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  /** The payment at Vipps of an order's attempt; none when the order never started one. */
  const atVipps = (current: Payment) => (current.reference ? client.getPayment(current.reference) : null);

  return {
    method: 'vipps',
    online: true,
    availableFor: () => true,
    nextReference: (order, previous, installation) =>
      vippsReference(
        options.installationId ?? installation,
        order.number,
        attemptOf(previous?.reference) + 1,
      ),

    async create(order, reference) {
      if (!reference) throw new Error('a Vipps payment is created under its attempt’s reference');
      let answer: { redirectUrl: string };
      try {
        answer = await client.createPayment(
          {
            amount: nok(ore(order.total)),
            paymentMethod: { type: 'WALLET' },
            reference,
            returnUrl: `${publicUrl}/checkout/${encodeURIComponent(order.token)}`,
            userFlow: 'WEB_REDIRECT',
            paymentDescription: `Bildeler ${order.number}`,
          },
          reference,
        );
      } catch (err) {
        if (!(err instanceof VippsError) || err.kind !== 'refused') throw err;
        const problem: PaymentProblem = {
          code: 'REFUSED',
          reason: refusalOf(err.status),
          status: err.status ?? 0,
          traceId: err.problem?.traceId ?? null,
        };
        throw new PaymentRefused(problem, err.message);
      }
      return {
        method: 'vipps',
        status: 'PENDING',
        reference,
        dueDate: null,
        redirectUrl: answer.redirectUrl,
      };
    },

    async status(order, current) {
      // Never the browser's word: Vipps is asked.
      const now = await atVipps(current);
      return now ? paymentOf(now, current, ore(order.total)) : current;
    },

    async capture(order, current) {
      const total = ore(order.total);
      const now = await atVipps(current);
      if (!now) throw new PaymentNotApproved(`Vipps: order ${order.number} has no Vipps payment`);
      const reference = now.reference;
      const before = paymentOf(now, current, total);
      const captured = now.aggregate.capturedAmount.value;
      // Captured already (a ship whose answer was lost): left as it is.
      if (before.status === 'PAID' && captured >= total) return before;
      const { authorizedAmount, cancelledAmount } = now.aggregate;
      const open = authorizedAmount.value - cancelledAmount.value - captured;
      if (before.status !== 'PAID' || open < total - captured) {
        throw new PaymentNotApproved(
          `Vipps: ${reference} is ${now.state} with ${open} øre open to capture, not the ${total - captured} øre due`,
        );
      }
      const after = await client.capture(
        reference,
        nok(total - captured),
        operationKey(reference, 'capture'),
      );
      return paymentOf(after, current, total);
    },

    async cancel(order, current) {
      const total = ore(order.total);
      const now = await atVipps(current);
      if (!now) return current;
      const reference = now.reference;
      const captured = now.aggregate.capturedAmount.value;
      const refunded = now.aggregate.refundedAmount.value;
      if (captured > refunded) {
        const after = await client.refund(
          reference,
          nok(captured - refunded),
          operationKey(reference, 'refund'),
        );
        return paymentOf(after, current, total);
      }
      if (now.state === 'CREATED' || (now.state === 'AUTHORIZED' && captured === 0)) {
        const cancelled = paymentOf(
          await client.cancel(reference, operationKey(reference, 'cancel')),
          current,
          total,
        );
        // A cancelled open payment is TERMINATED; an approved one keeps its state with the amount cancelled.
        return cancelled.status === 'CANCELLED' ? cancelled : { ...cancelled, status: 'CANCELLED' };
      }
      return paymentOf(now, current, total);
    },
  };
}

type VippsEnv = {
  NODE_ENV: string;
  VIPPS_CLIENT_ID?: string;
  VIPPS_CLIENT_SECRET?: string;
  VIPPS_SUBSCRIPTION_KEY?: string;
  VIPPS_MSN?: string;
  VIPPS_BASE_URL: string;
  VIPPS_INSTALLATION_ID?: string;
};

/**
 * The Vipps provider the environment asks for, or undefined when its keys are not all set. `publicUrl` is the
 * shop's public address (the customer's way back). In production Vipps needs an https return address and the
 * keys must go to Vipps over https: settings that break either throw, so the shop does not start with them.
 */
export function vippsFromEnv(env: VippsEnv, publicUrl: string): OnlinePaymentProvider | undefined {
  const { VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN } = env;
  if (!VIPPS_CLIENT_ID || !VIPPS_CLIENT_SECRET || !VIPPS_SUBSCRIPTION_KEY || !VIPPS_MSN) return undefined;
  if (env.NODE_ENV === 'production') {
    if (!publicUrl.startsWith('https://')) {
      throw new Error(
        `Vipps is configured (VIPPS_* settings), but the shop's public address is ${publicUrl}. Vipps sends ` +
          'customers back only to an https:// address, so the shop does not start with these Vipps settings. ' +
          'Set PUBLIC_URL=https://<the shop’s address>, or remove the VIPPS_* settings to run without Vipps.',
      );
    }
    if (!env.VIPPS_BASE_URL.startsWith('https://')) {
      throw new Error(
        `VIPPS_BASE_URL is ${env.VIPPS_BASE_URL}: in production the Vipps keys go to Vipps over https only ` +
          '(https://api.vipps.no).',
      );
    }
  }
  if (env.VIPPS_INSTALLATION_ID !== undefined && !installationPartPattern.test(env.VIPPS_INSTALLATION_ID)) {
    throw new Error('VIPPS_INSTALLATION_ID must be 4–16 characters of a–z and 0–9');
  }
  return createVippsProvider({
    clientId: VIPPS_CLIENT_ID,
    clientSecret: VIPPS_CLIENT_SECRET,
    subscriptionKey: VIPPS_SUBSCRIPTION_KEY,
    msn: VIPPS_MSN,
    baseUrl: env.VIPPS_BASE_URL,
    publicUrl,
    installationId: env.VIPPS_INSTALLATION_ID,
  });
}
