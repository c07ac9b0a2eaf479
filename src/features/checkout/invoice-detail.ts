// The line under "Invoice" on the payment step: its terms and what is left of the account's credit, or why this
// customer may not choose it (a guest, an account not approved, an order over the credit), in the user's language.
import { useLingui } from '@lingui/react/macro';
import { invoiceCodes } from '../../domain/invoice';
import { formatPrice } from '../../domain/money';
import { useLanguage } from '../../lib/use-language';
import type { CheckoutContext } from '../../machines/checkout.machine';
import { invoiceProblem } from '../../machines/checkout.payment';

export function useInvoiceDetail() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  // Credit is in kroner whatever the display currency; kept left to right inside Arabic text.
  const kroner = (amount: number) => {
    const shown = formatPrice(Math.floor(amount + 1e-9), { locale });
    return locale === 'ar' ? `\u2066${shown}\u2069` : shown;
  };
  return (context: CheckoutContext): string => {
    const problem = invoiceProblem(context);
    const standing = context.invoice;
    if (problem === invoiceCodes.needsAccount) {
      return t`For business customers with an account we have approved. Sign in to pay by invoice.`;
    }
    if (problem === invoiceCodes.notApproved) {
      return t`Your account is not approved for invoice. Contact us to apply.`;
    }
    if (!standing) return t`Pay by invoice within 14 days.`;
    const left = kroner(standing.available);
    const limit = kroner(standing.limit);
    if (problem === invoiceCodes.overLimit) {
      return t`This order is more than is left of your invoice limit: ${left} of ${limit}.`;
    }
    return t`Pay by invoice within 14 days. You have ${left} left of your invoice limit.`;
  };
}
