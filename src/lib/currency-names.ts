import { useLingui } from '@lingui/react/macro';
import type { CurrencyCode } from '../domain/currency';

/** Each display currency's name in the reader's language (the currency menu, the admin's rates). */
export function useCurrencyNames(): Record<CurrencyCode, string> {
  const { t } = useLingui();
  return {
    NOK: t`Norwegian krone`,
    EUR: t`Euro`,
    SEK: t`Swedish krona`,
    DKK: t`Danish krone`,
    GBP: t`Pound sterling`,
    USD: t`US dollar`,
  };
}
