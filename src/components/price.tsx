import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext } from 'react';
import type { CurrencyCode } from '../domain/currency';
import { formatPrice, type PriceOptions, shownRate } from '../domain/money';
import { useCurrency } from '../lib/currency';
import { useLanguage } from '../lib/use-language';
import { useVatView, type VatMode } from '../lib/vat-view';

// Inside <ChargedPrices> (a placed order's amounts) prices show in NOK, as they were charged, whatever the display
// currency: an order's amounts are facts, a converted one would change with every new rate.
const ChargedContext = createContext(false);

/** Prices below show what was charged: NOK, not the display currency. */
export function ChargedPrices({ children }: { children: ReactNode }) {
  return <ChargedContext.Provider value={true}>{children}</ChargedContext.Provider>;
}

/**
 * How prices are drawn here: the language, the display currency with its rate, and ex. MVA for a business account
 * that sees them so (never a placed order's amounts: they were charged incl. MVA).
 */
export function usePriceOptions(): PriceOptions {
  const { locale } = useLanguage();
  const { code, rate } = useCurrency();
  const charged = useContext(ChargedContext);
  const { mode } = useVatView();
  return charged
    ? { locale, currency: 'NOK', rate: 1 }
    : { locale, currency: code, rate, exVat: mode === 'excl' };
}

/** The display currency and its units per NOK incl. MVA as prices show here (a filter's bounds, in and out). */
export function useShownCurrency(): { code: CurrencyCode; rate: number } {
  const options = usePriceOptions();
  return { code: options.currency ?? 'NOK', rate: shownRate(options) };
}

/** What the prices here say of MVA: for a business account "ex. MVA" or "incl. MVA", for anyone else nothing. */
export function usePriceVat(): VatMode | null {
  const { business, mode } = useVatView();
  const charged = useContext(ChargedContext);
  return business ? (charged ? 'incl' : mode) : null;
}

/** "ex. MVA" / "incl. MVA" after an amount. */
export function VatNote({ mode }: { mode: VatMode }) {
  return (
    <span
      className="ms-1 whitespace-nowrap text-xs font-normal text-ink-soft"
      data-testid="vat-note"
      data-vat={mode}
    >
      {mode === 'excl' ? <Trans>excl. VAT</Trans> : <Trans>incl. VAT</Trans>}
    </span>
  );
}

/** True when prices here show in another currency than NOK (the totals then say what is charged in NOK). */
export function useConverted(): boolean {
  return usePriceOptions().currency !== 'NOK';
}

/**
 * A price (NOK incl. MVA) in the display currency; a discount (already only when below the price) shows as the new
 * price with the old struck. For a business account it is ex. MVA unless it chose otherwise, and says which.
 * `vat`: `incl` for what is paid (always incl. MVA); `part` for an amount of MVA itself (drawn as it is, no note).
 */
export function Price({
  price,
  discount,
  vat,
}: {
  price: number;
  discount: number | null;
  vat?: 'incl' | 'part';
}) {
  const { t } = useLingui();
  const shown = usePriceOptions();
  const note = usePriceVat();
  const options = vat ? { ...shown, exVat: false } : shown;
  const noteMode = vat === 'part' ? null : vat === 'incl' && note ? 'incl' : note;
  // Amounts read left to right in every language ("449 kr", "39 €", also inside Arabic text).
  if (discount === null)
    return (
      <span className="font-bold text-ink" data-vat={options.exVat ? 'excl' : 'incl'}>
        <span dir="ltr" data-testid="amount">
          {formatPrice(price, options)}
        </span>
        {noteMode && <VatNote mode={noteMode} />}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-vat={options.exVat ? 'excl' : 'incl'}>
      <span className="font-bold text-brand-dark">
        <span className="sr-only">{t`Sale price`} </span>
        <span dir="ltr" data-testid="amount">
          {formatPrice(discount, options)}
        </span>
      </span>
      <del className="text-sm text-ink-soft">
        <span className="sr-only">{t`Was`} </span>
        <span dir="ltr">{formatPrice(price, options)}</span>
      </del>
      {noteMode && <VatNote mode={noteMode} />}
    </span>
  );
}
