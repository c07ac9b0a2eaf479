// The shop's payment providers by method. Vipps (issue 20) joins here, built from its settings in deps.
import type { PaymentMethod } from '../../../src/domain/checkout';
import { invoice, payInStore } from './offline-providers';
import type { PaymentProvider } from './provider';

export type PaymentProviders = Record<PaymentMethod, PaymentProvider>;

export const paymentProviders: PaymentProviders = { store: payInStore, invoice };
