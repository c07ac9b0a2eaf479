// Payments after the order is placed: which methods the shop offers now (Vipps only when the server
// has its keys; the last answer is remembered on the device for offline), starting a payment again (Vipps: a new
// attempt after an aborted one) and the customer's "I am back from Vipps" report, which the server checks with
// Vipps itself. All three need the network: Vipps cannot be paid offline.
import * as v from 'valibot';
import type { PaymentMethod } from '../domain/checkout';
import { OrderAnswer, PaymentAnswer, PaymentMethodsRead } from '../domain/checkout-schemas';
import { request } from './client';

const storageKey = 'bildeler.paymentMethods';
/** What an older server (or one never asked) offers. */
export const offlineMethods: PaymentMethod[] = ['store', 'invoice'];

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The methods the server last said it offers (remembered for offline), or store and invoice. */
export function rememberedPaymentMethods(): PaymentMethod[] {
  try {
    const parsed = v.safeParse(PaymentMethodsRead, {
      methods: JSON.parse(storage()?.getItem(storageKey) ?? 'null'),
    });
    return parsed.success ? parsed.output.methods : offlineMethods;
  } catch {
    return offlineMethods;
  }
}

/** GET /payment/methods; the answer is remembered on the device. */
export async function fetchPaymentMethods(): Promise<PaymentMethod[]> {
  const { methods } = await request(PaymentMethodsRead, '/payment/methods');
  try {
    storage()?.setItem(storageKey, JSON.stringify(methods));
  } catch {
    // Storage full or refused: the answer still serves this visit.
  }
  return methods;
}

/** POST /order/create-payments: the order's payment (a new Vipps attempt when the last one was aborted). */
export const startPayment = (id: number, token: string) =>
  request(PaymentAnswer, '/order/create-payments', { method: 'POST', body: { id, token } });

/** POST /order/payment-staus/{id}: back from Vipps; the server asks Vipps and answers the order as it is. */
export async function reportPayment(id: number, token: string) {
  return (
    await request(OrderAnswer, `/order/payment-staus/${id}`, {
      method: 'POST',
      body: { status: 'PAID', token },
    })
  ).order;
}
