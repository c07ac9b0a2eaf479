// The words of the checkout: step names, the machine's field codes and a refused order's reason, in the user's
// language (the machine and the outbox keep codes; the server's own message is the fallback).
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod, PaymentStatus } from '../../domain/checkout';
import type { OrderStatus } from '../../domain/order';
import type { CheckoutStep } from '../../machines/checkout.machine';

export function useStepNames(): Record<CheckoutStep, string> {
  const { t } = useLingui();
  return {
    contact: t`Contact`,
    delivery: t`Delivery`,
    billing: t`Billing address`,
    payment: t`Payment`,
    review: t`Review and place order`,
  };
}

/** The text of a checkout field's problem that is not an address field's (those are the address form's). */
export function useCheckoutErrorText() {
  const { t } = useLingui();
  return (code: string | undefined): string | undefined => {
    if (!code) return undefined;
    switch (code) {
      case 'REQUIRED':
        return t`Please enter your email address`;
      case 'INVALID_EMAIL':
        return t`Please enter a valid email address`;
      case 'PAYMENT_NOT_ALLOWED':
        return t`Pay in store is only possible with pickup in store.`;
      case 'VIPPS_OFFLINE':
        return t`Vipps needs an internet connection. Choose another payment method or wait until you are online.`;
      case 'PAYMENT_UNAVAILABLE':
        return t`The shop does not offer this payment method just now. Please choose another.`;
      case 'INVOICE_NEEDS_ACCOUNT':
        return t`Invoice is for business customers with an approved account. Sign in, or choose Vipps or pickup with pay in store.`;
      case 'INVOICE_NOT_APPROVED':
        return t`Your account is not approved for invoice. Please choose another payment method.`;
      case 'INVOICE_OVER_LIMIT':
        return t`This order is over what is left of your invoice limit. Please choose another payment method.`;
      case 'CHECK_FAILED':
        return t`The address could not be checked. Please try again.`;
      default:
        return t`Please check this field`;
    }
  };
}

/** Why an order was not placed: the known refusals in the user's words, else the server's own message. */
export function useRefusalText() {
  const { t } = useLingui();
  return (error: { code: string; message: string }): string => {
    switch (error.code) {
      case 'OUT_OF_STOCK':
        return t`Some items are no longer in stock.`;
      case 'PRICE_CHANGED':
        return t`Prices changed before the order reached the shop.`;
      case 'UNKNOWN_ARTICLES':
        return t`Some items are no longer sold.`;
      case 'CART_CHANGED':
        return t`The cart changed while you were checking out. Please review it again.`;
      case 'SIGNED_OUT':
        return t`Sign in again to send this order.`;
      case 'NETWORK':
        return t`The shop could not be reached.`;
      default:
        return error.message || t`The shop did not accept the order.`;
    }
  };
}

export function usePaymentNames(): Record<PaymentMethod, string> {
  const { t } = useLingui();
  return { store: t`Pay in store`, invoice: t`Invoice`, vipps: t`Vipps` };
}

export function usePaymentStatusNames(): Record<PaymentStatus, string> {
  const { t } = useLingui();
  return {
    PENDING: t`Payment pending`,
    PAY_IN_STORE: t`Pay when you pick up`,
    INVOICED: t`Invoice sent`,
    PAID: t`Paid`,
    FAILED: t`Payment failed`,
    CANCELLED: t`Cancelled`,
  };
}

export function useOrderStatusNames(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    PENDING: t`Pending`,
    PAID: t`Paid`,
    SHIPPED: t`Shipped`,
    COMPLETED: t`Completed`,
    CANCELLED: t`Cancelled`,
  };
}
