// The payment methods that need no payment service: pay in store at pickup, and invoice (14 days) for accounts the
// shop approved (their credit limit is checked when the order is placed: invoice-credit.ts). Both are final as soon
// as they are created; neither can fail, so create-payments never leaves such an order half paid.
import type { Payment } from '../../../src/domain/checkout';
import type { PaymentOrder, PaymentProvider } from './provider';

/** Days an invoice gives the customer. */
export const invoiceDays = 14;

/** The calendar date in Norway of `moment`, as YYYY-MM-DD (an order at 00:30 in Oslo is that day's, not UTC's). */
export const osloDate = (moment: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);

/** The due date of an invoice for an order placed at `created`: 14 calendar days after its day in Norway. */
export function invoiceDueDate(created: Date): string {
  const [year, month, day] = osloDate(created).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + invoiceDays)).toISOString().slice(0, 10);
}

export const payInStore: PaymentProvider = {
  method: 'store',
  availableFor: (order) => order.pickup,
  create: async (): Promise<Payment> => ({
    method: 'store',
    status: 'PAY_IN_STORE',
    reference: null,
    dueDate: null,
    redirectUrl: null,
  }),
};

export const invoice: PaymentProvider = {
  method: 'invoice',
  // A guest's invoice would hold stock for 14 days with nothing to collect from: accounts staff approved only.
  availableFor: ({ customer }) => customer?.invoiceApproved === true,
  create: async (order: PaymentOrder): Promise<Payment> => ({
    method: 'invoice',
    status: 'INVOICED',
    reference: `F-${order.number}`,
    dueDate: invoiceDueDate(order.created),
    redirectUrl: null,
  }),
};
