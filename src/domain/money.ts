// Display of prices (spec §9): NOK incl. MVA × currency rate, rounded up to whole kroner, suffix " kr".
import type { Locale } from './locale';

// Thousands are grouped as Intl.NumberFormat does for each language (money.test.ts checks that for every
// whole number), by hand: the first Intl.NumberFormat of a page loads locale data and blocks a phone's main
// thread for ~25 ms, in the middle of drawing the first list of prices.
const thousandsSeparator: Record<Locale, string> = { no: '\u00a0', en: ',', ar: ',' };

/** The amount alone, whole kroner rounded up and grouped ("1 290"), for ranges that carry " kr" once. */
export function formatAmount(price: number, options: { rate?: number; locale?: Locale } = {}): string {
  const { rate = 1, locale = 'no' } = options;
  return String(Math.ceil(price * rate)).replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator[locale]);
}

export function formatPrice(price: number, options: { rate?: number; locale?: Locale } = {}): string {
  return `${formatAmount(price, options)} kr`;
}
