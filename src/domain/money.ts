// Display of prices (spec §9): NOK incl. MVA × currency rate, rounded up to whole kroner, suffix " kr".
import { intlLocale, type Locale } from './locale';

// Building an Intl.NumberFormat costs about a millisecond on a phone; a list shows dozens of prices.
const formats = new Map<Locale, Intl.NumberFormat>();
const formatFor = (locale: Locale) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format;
};

export function formatPrice(price: number, options: { rate?: number; locale?: Locale } = {}): string {
  const { rate = 1, locale = 'no' } = options;
  return `${formatFor(locale).format(Math.ceil(price * rate))} kr`;
}
