// Which payment method the checkout lets the customer choose, and why not (a code the page words): a method the
// shop does not offer now, pay in store without pickup, Vipps offline, and invoice for anyone but an account the
// shop approved, within what is left of its credit (src/domain/invoice.ts). Pure: reads the context only.
import { summarise } from '../domain/cart';
import type { PaymentMethod } from '../domain/checkout';
import { type InvoiceCode, invoiceCodes, invoiceRefusal } from '../domain/invoice';
import type { CheckoutContext } from './checkout.context';
import { pricedLines } from './checkout.review';

/** The order's total as the customer sees it now (the server's prices once checked). */
export const orderTotal = (context: CheckoutContext) =>
  summarise(pricedLines(context.lines, context.validation), context.delivery.kind === 'pickup').total;

/**
 * Why this customer may not buy this order on invoice, or null. A signed-in account whose standing this device has
 * not heard (offline since it signed in) may choose invoice: the server decides, and a refusal is shown.
 */
export function invoiceProblem(context: CheckoutContext): InvoiceCode | null {
  if (!context.user) return invoiceCodes.needsAccount;
  return context.invoice ? invoiceRefusal(context.invoice, orderTotal(context)) : null;
}

/** Why `method` may not be chosen now, or null. */
export function paymentProblem(
  context: CheckoutContext,
  method: PaymentMethod = context.paymentMethod,
): string | null {
  if (!context.offered.includes(method)) return 'PAYMENT_UNAVAILABLE';
  if (method === 'store') return context.delivery.kind === 'pickup' ? null : 'PAYMENT_NOT_ALLOWED';
  if (method === 'vipps') return context.online ? null : 'VIPPS_OFFLINE';
  return invoiceProblem(context);
}

/**
 * The method the payment step shows chosen: the customer's while it may be chosen, else the first that may of
 * invoice (a business account's usual way), pay in store and Vipps; the customer's when none may (its reason shows).
 */
export function preferredMethod(context: CheckoutContext): PaymentMethod {
  if (paymentProblem(context) === null) return context.paymentMethod;
  const order: PaymentMethod[] = ['invoice', 'store', 'vipps'];
  return order.find((method) => paymentProblem(context, method) === null) ?? context.paymentMethod;
}
