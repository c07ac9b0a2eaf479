// Display of prices: NOK incl. MVA × the display currency's rate, rounded UP to whole units, with the
// currency's mark placed as the language writes it (currency.ts): "1 290 kr", "110 €" in Norwegian and Arabic,
// "€110" in English. Everything charged or sent stays NOK; these only draw.
import { vatRate } from './cart';
import { type CurrencyCode, currencyMarks, defaultCurrency, markBefore } from './currency';
import type { Locale } from './locale';

// Thousands are grouped as Intl.NumberFormat does for each language (money.test.ts checks that for every
// whole number), by hand: the first Intl.NumberFormat of a page loads locale data and blocks a phone's main
// thread for ~25 ms, in the middle of drawing the first list of prices.
const thousandsSeparator: Record<Locale, string> = { no: '\u00a0', en: ',', ar: ',' };

/** `exVat`: the price without its MVA part (a business account's view); only drawn, never charged or sent. */
export type PriceOptions = { rate?: number; locale?: Locale; currency?: CurrencyCode; exVat?: boolean };

/** A price incl. MVA without its MVA part (kroner, unrounded): what a business account is shown. */
export const withoutVat = (price: number): number => price / (1 + vatRate);

/** Display units per NOK incl. MVA: the currency's rate, less the MVA part for a price shown ex. MVA (filters). */
export const shownRate = ({ rate = 1, exVat = false }: PriceOptions): number =>
  exVat ? withoutVat(rate) : rate;

/**
 * Whole units of `price × rate`, never below it. A product that is whole but for
 * floating-point noise (100 × 0.07 = 7.000000000000001) counts as that whole number, not the next one.
 */
export function displayUnits(price: number, rate = 1): number {
  const exact = price * rate;
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) <= 1e-9 * Math.max(1, Math.abs(exact)) ? nearest : Math.ceil(exact);
}

/**
 * A price range's bounds in whole units of the display currency, each rounded outwards (the lower down, the
 * upper up) so the range shown holds every price in it; and typed bounds taken back to whole kroner the same way.
 */
export const rangeUnits = ([min, max]: readonly [number, number], rate = 1): [number, number] => [
  Math.floor(min * rate + 1e-9),
  Math.ceil(max * rate - 1e-9),
];
export const rangeKroner = ([min, max]: readonly [number, number], rate = 1): [number, number] => [
  Math.floor(min / rate + 1e-9),
  Math.ceil(max / rate - 1e-9),
];

/** The amount alone, whole units rounded up and grouped ("1 290"), for ranges that carry the mark once. */
export function formatAmount(price: number, options: PriceOptions = {}): string {
  const { rate = 1, locale = 'no', exVat = false } = options;
  return String(displayUnits(exVat ? withoutVat(price) : price, rate)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    thousandsSeparator[locale],
  );
}

/** `amount` (already formatted) with the currency's mark: "1 290 kr", "110 €", "€110". */
export function withMark(amount: string, options: Pick<PriceOptions, 'locale' | 'currency'> = {}): string {
  const { locale = 'no', currency = defaultCurrency } = options;
  const { mark } = currencyMarks[currency];
  return markBefore(currency, locale) ? `${mark}${amount}` : `${amount} ${mark}`;
}

export function formatPrice(price: number, options: PriceOptions = {}): string {
  return withMark(formatAmount(price, options), options);
}
