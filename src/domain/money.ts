// Display of prices (spec §9): NOK incl. MVA × currency rate, rounded up to whole kroner, suffix " kr".
import { intlLocale, type Locale } from './locale';

export function formatPrice(price: number, options: { rate?: number; locale?: Locale } = {}): string {
  const { rate = 1, locale = 'no' } = options;
  const whole = Math.ceil(price * rate);
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(whole)} kr`;
}
