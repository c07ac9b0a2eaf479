// The shop's payment providers by method. Pay in store and invoice are always there; Vipps only when
// its keys are in the environment (deps.payments, built in server/main.ts; tests give one pointed at the fake).
import type { PaymentMethod } from '../../../src/domain/checkout';
import { invoice, payInStore } from './offline-providers';
import type { PaymentProvider } from './provider';

export type PaymentProviders = { store: PaymentProvider; invoice: PaymentProvider } & Partial<
  Record<PaymentMethod, PaymentProvider>
>;

export const paymentProviders: PaymentProviders = { store: payInStore, invoice };

/** The methods a customer may choose now, in the order the checkout offers them. */
export const availableMethods = (providers: PaymentProviders): PaymentMethod[] =>
  (['vipps', 'store', 'invoice'] as const).filter((method) => providers[method] !== undefined);
