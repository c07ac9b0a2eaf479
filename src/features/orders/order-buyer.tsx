import { Trans } from '@lingui/react/macro';
import { type Business, formatOrgNumber } from '../../domain/business';

/** A business order's buyer: the company, its organisation number and invoice address (a copy from when it was placed). */
export function OrderBuyer({ business }: { business: Business | null | undefined }) {
  if (!business) return null;
  const { address1, address2, postcode, city } = business.invoiceAddress;
  return (
    <div className="mt-3 border-t border-gray-100 pt-3 text-sm" data-testid="order-business">
      <p className="font-semibold text-ink">{business.companyName}</p>
      <p className="text-ink">
        <Trans>Org. no.</Trans>{' '}
        <span dir="ltr" data-testid="order-org-number">
          {formatOrgNumber(business.orgNumber)}
        </span>
      </p>
      <p className="mt-1 text-ink-soft">
        <Trans>Invoice address</Trans>:{' '}
        <span>{[address1, address2, `${postcode} ${city}`.trim()].filter(Boolean).join(', ')}</span>
      </p>
    </div>
  );
}
