// Vipps ePayment as the shop's `vipps` payment method (issue 20). One order may have several attempts: a payment
// the customer aborted or let expire leaves the order PENDING and payable, and the next create-payments starts a
// new Vipps payment under the next reference, `bildeler-<order number>-<attempt>` (bildeler-bd-100001-1, -2 …).
// The reference is also every call's Idempotency-Key base, so a retried create, capture or refund is answered
// with the first one's result by Vipps and never makes a second payment or a second capture.
//
// Norwegian practice: an approved (AUTHORIZED) payment makes the order PAID; the money is captured only when the
// goods ship, and an order cancelled after that is refunded (before: the reservation is cancelled).
import type { Payment } from '../../../src/domain/checkout';
import type { OnlinePaymentProvider, PaymentOrder } from './provider';
import {
  createVippsClient,
  type VippsAmount,
  type VippsClient,
  type VippsConfig,
  type VippsPayment,
} from './vipps-client';

const referencePrefix = 'bildeler-';

const ore = (kroner: number) => Math.round(kroner * 100);
const nok = (value: number): VippsAmount => ({ currency: 'NOK', value });
const kroner = (amount: VippsAmount | undefined) => (amount?.value ?? 0) / 100;

/** The attempt number at the end of a reference (0 for none). */
const attemptOf = (reference: string | null | undefined): number => {
  const match = reference ? /-(\d+)$/.exec(reference) : null;
  return match ? Number(match[1]) : 0;
};

/** The reference of an order's attempt. Vipps allows 8–64 characters of [a-zA-Z0-9-]. */
export const vippsReference = (orderNumber: string, attempt: number): string =>
  `${referencePrefix}${orderNumber.toLowerCase().replace(/[^a-z0-9-]/g, '')}-${attempt}`;

/** The order number a reference belongs to (BD-100001), or null when it is not one of the shop's. */
export function orderNumberOfReference(reference: string): string | null {
  const match = /^bildeler-([a-z0-9-]+)-\d+$/.exec(reference);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The shop's Payment for what Vipps says of a payment. */
export function paymentOf(vipps: VippsPayment, previous: Payment): Payment {
  const captured = kroner(vipps.aggregate?.capturedAmount);
  const refunded = kroner(vipps.aggregate?.refundedAmount);
  const cancelled = kroner(vipps.aggregate?.cancelledAmount);
  const base = {
    method: 'vipps' as const,
    reference: vipps.reference,
    dueDate: null,
    redirectUrl: previous.redirectUrl ?? null,
    captured,
    refunded,
  };
  switch (vipps.state) {
    case 'CREATED':
      return { ...base, status: 'PENDING' };
    case 'AUTHORIZED': {
      const released = captured > 0 ? refunded >= captured : cancelled > 0;
      return { ...base, status: released ? 'CANCELLED' : 'PAID' };
    }
    case 'EXPIRED':
      return { ...base, status: 'FAILED' };
    default:
      // ABORTED (the customer said no) and TERMINATED (cancelled before approval).
      return { ...base, status: 'CANCELLED' };
  }
}

export type VippsProviderOptions = VippsConfig & {
  /** Where the customer comes back to: `${publicUrl}/checkout/<order token>`. */
  publicUrl: string;
  client?: VippsClient;
};

export function createVippsProvider(options: VippsProviderOptions): OnlinePaymentProvider {
  const client = options.client ?? createVippsClient(options);
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  const referenceOf = (order: PaymentOrder, current: Payment | null) =>
    current?.reference ?? vippsReference(order.number, 1);

  return {
    method: 'vipps',
    online: true,
    availableFor: () => true,
    nextReference: (order, previous) => vippsReference(order.number, attemptOf(previous?.reference) + 1),

    async create(order, reference) {
      const ref = reference ?? vippsReference(order.number, 1);
      const answer = await client.createPayment(
        {
          amount: nok(ore(order.total)),
          paymentMethod: { type: 'WALLET' },
          reference: ref,
          returnUrl: `${publicUrl}/checkout/${encodeURIComponent(order.token)}`,
          userFlow: 'WEB_REDIRECT',
          paymentDescription: `Bildeler ${order.number}`,
        },
        ref,
      );
      return {
        method: 'vipps',
        status: 'PENDING',
        reference: answer.reference ?? ref,
        dueDate: null,
        redirectUrl: answer.redirectUrl,
      };
    },

    async status(_order, current) {
      // Never the browser's word: Vipps is asked.
      if (!current.reference) return current;
      return paymentOf(await client.getPayment(current.reference), current);
    },

    async capture(order, current) {
      const reference = referenceOf(order, current);
      const now = await client.getPayment(reference);
      const left = ore(order.total) - (now.aggregate?.capturedAmount?.value ?? 0);
      if (now.state !== 'AUTHORIZED' || left <= 0) return paymentOf(now, current);
      return paymentOf(await client.capture(reference, nok(left), `${reference}-capture`), current);
    },

    async cancel(order, current) {
      const reference = referenceOf(order, current);
      const now = await client.getPayment(reference);
      const captured = now.aggregate?.capturedAmount?.value ?? 0;
      const refunded = now.aggregate?.refundedAmount?.value ?? 0;
      if (captured > refunded) {
        return paymentOf(
          await client.refund(reference, nok(captured - refunded), `${reference}-refund`),
          current,
        );
      }
      if (now.state === 'CREATED' || (now.state === 'AUTHORIZED' && captured === 0)) {
        const cancelled = paymentOf(await client.cancel(reference, `${reference}-cancel`), current);
        // A cancelled open payment is TERMINATED; an approved one keeps its state with the amount cancelled.
        return cancelled.status === 'PAID' || cancelled.status === 'PENDING'
          ? { ...cancelled, status: 'CANCELLED' }
          : cancelled;
      }
      return paymentOf(now, current);
    },
  };
}

/** The Vipps provider the environment asks for, or undefined when its keys are not all set. */
export function vippsFromEnv(
  env: {
    VIPPS_CLIENT_ID?: string;
    VIPPS_CLIENT_SECRET?: string;
    VIPPS_SUBSCRIPTION_KEY?: string;
    VIPPS_MSN?: string;
    VIPPS_BASE_URL: string;
  },
  publicUrl: string,
): OnlinePaymentProvider | undefined {
  const { VIPPS_CLIENT_ID, VIPPS_CLIENT_SECRET, VIPPS_SUBSCRIPTION_KEY, VIPPS_MSN } = env;
  if (!VIPPS_CLIENT_ID || !VIPPS_CLIENT_SECRET || !VIPPS_SUBSCRIPTION_KEY || !VIPPS_MSN) return undefined;
  return createVippsProvider({
    clientId: VIPPS_CLIENT_ID,
    clientSecret: VIPPS_CLIENT_SECRET,
    subscriptionKey: VIPPS_SUBSCRIPTION_KEY,
    msn: VIPPS_MSN,
    baseUrl: env.VIPPS_BASE_URL,
    publicUrl,
  });
}
