import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useContext } from 'react';
import { formatPrice, type PriceOptions } from '../domain/money';
import { useCurrency } from '../lib/currency';
import { useLanguage } from '../lib/use-language';

// Inside <ChargedPrices> (a placed order's amounts) prices show in NOK, as they were charged, whatever the display
// currency: an order's amounts are facts, a converted one would change with every new rate.
const ChargedContext = createContext(false);

/** Prices below show what was charged: NOK, not the display currency. */
export function ChargedPrices({ children }: { children: ReactNode }) {
  return <ChargedContext.Provider value={true}>{children}</ChargedContext.Provider>;
}

/** How prices are drawn here: the language and the display currency with its rate. */
export function usePriceOptions(): PriceOptions {
  const { locale } = useLanguage();
  const { code, rate } = useCurrency();
  const charged = useContext(ChargedContext);
  return charged ? { locale, currency: 'NOK', rate: 1 } : { locale, currency: code, rate };
}

/** True when prices here show in another currency than NOK (the totals then say what is charged in NOK). */
export function useConverted(): boolean {
  return usePriceOptions().currency !== 'NOK';
}

/**
 * A price (NOK) in the display currency; a discount (already only when below the price) shows as the new price
 * with the old struck.
 */
export function Price({ price, discount }: { price: number; discount: number | null }) {
  const { t } = useLingui();
  const options = usePriceOptions();
  // Amounts read left to right in every language ("449 kr", "39 €", also inside Arabic text).
  if (discount === null)
    return (
      <span className="font-bold text-ink" dir="ltr" data-testid="amount">
        {formatPrice(price, options)}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
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
    </span>
  );
}
