import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Price, useConverted, usePriceVat } from '../../components/price';
import type { CartSummary } from '../../domain/cart';
import { formatPrice } from '../../domain/money';
import { useLanguage } from '../../lib/use-language';

/**
 * Subtotal, shipping (only with items; 0 kr with pickup), total and the MVA part it includes. The MVA part is
 * kept to the øre and shown, like every amount, in whole kroner (the nearest: it is a share, not a price).
 * `priced`: whose amounts these are, the server's or the device's preview (data-priced, for tests and styles).
 * In another display currency than NOK, the total is followed by what is charged: the NOK total.
 * A business account that sees prices ex. MVA gets subtotal and shipping ex. MVA, the total ex. MVA, the MVA, and
 * the total to pay incl. MVA: the same amount as anyone pays.
 */
export function CartTotals({
  summary,
  className,
  priced = 'preview',
}: {
  summary: CartSummary;
  className?: string;
  priced?: 'server' | 'preview';
}) {
  const converted = useConverted();
  const { locale } = useLanguage();
  const exVat = usePriceVat() === 'excl';
  return (
    <dl
      className={`grid grid-cols-[1fr_auto] gap-y-1.5 text-sm ${className ?? ''}`}
      data-testid="cart-totals"
      data-priced={priced}
    >
      <Row label={<Trans>Subtotal</Trans>} amount={summary.subtotal} testId="subtotal" />
      {summary.shipping !== null && (
        <Row label={<Trans>Shipping</Trans>} amount={summary.shipping} testId="shipping" />
      )}
      {exVat && (
        <>
          <Row label={<Trans>Total excl. VAT</Trans>} amount={summary.total} testId="total-ex" />
          <Row label={<Trans>VAT (25%)</Trans>} amount={Math.round(summary.vat)} testId="vat" vat="part" />
        </>
      )}
      <Row
        label={exVat ? <Trans>Total to pay</Trans> : <Trans>Total</Trans>}
        amount={summary.total}
        testId="total"
        strong
        vat="incl"
      />
      {converted && (
        <>
          <dt className="pe-4 text-ink-soft">
            <Trans>Charged in NOK</Trans>
          </dt>
          <dd className="text-end font-semibold text-ink" data-testid="cart-total-nok">
            <span dir="ltr">{formatPrice(summary.total, { locale })}</span>
          </dd>
        </>
      )}
      {!exVat && (
        <Row
          label={<Trans>Incl. VAT (25%)</Trans>}
          amount={Math.round(summary.vat)}
          testId="vat"
          soft
          vat="part"
        />
      )}
    </dl>
  );
}

function Row({
  label,
  amount,
  testId,
  strong,
  soft,
  vat,
}: {
  label: ReactNode;
  amount: number;
  testId: string;
  strong?: boolean;
  soft?: boolean;
  vat?: 'incl' | 'part';
}) {
  const tone = strong
    ? 'border-t border-gray-200 pt-2 text-base font-bold text-ink'
    : soft
      ? 'text-ink-soft'
      : 'text-ink';
  return (
    <>
      <dt className={`pe-4 ${tone}`}>{label}</dt>
      <dd
        className={`text-end ${tone} ${soft ? '[&_span]:font-normal [&_span]:text-ink-soft' : ''}`}
        data-testid={`cart-${testId}`}
      >
        <Price price={amount} discount={null} vat={vat} />
      </dd>
    </>
  );
}
