import { useLingui } from '@lingui/react/macro';
import { pickupShops } from '../../domain/cart';
import { type CheckoutContext, type CheckoutStep, contactEmail } from '../../machines/checkout.machine';
import { addressLine } from './address-choice';
import { usePaymentNames } from './checkout-texts';

/** What a done step chose, in one or two lines. */
export function StepSummary({ step, context }: { step: CheckoutStep; context: CheckoutContext }) {
  const { t } = useLingui();
  const payments = usePaymentNames();
  const { delivery, billing } = context;
  switch (step) {
    case 'contact':
      return (
        <p>
          {context.user ? t`Signed in as` : t`Email`}:{' '}
          <span dir="ltr" className="break-all">
            {contactEmail(context)}
          </span>
        </p>
      );
    case 'delivery': {
      if (delivery.kind === 'pickup') {
        const shop = pickupShops.find((item) => item.id === delivery.shop);
        return (
          <p>
            {t`Pick up in store`}: {shop ? `${shop.name}, ${shop.address}` : delivery.shop}
          </p>
        );
      }
      return (
        <p>
          <bdi>{addressLine(delivery.fields)}</bdi>
        </p>
      );
    }
    case 'billing':
      return (
        <p>
          {billing.kind === 'same' ? (
            t`Same as the delivery address`
          ) : (
            <bdi>{addressLine(billing.fields)}</bdi>
          )}
        </p>
      );
    case 'payment':
      return <p>{payments[context.paymentMethod]}</p>;
    default:
      return null;
  }
}
