// Calendar dates as Intl.DateTimeFormat's `dateStyle: 'medium'` writes them in each language (dates.test.ts
// checks every day of several years), by hand: the first Intl.DateTimeFormat of a page loads locale data and
// blocks a phone's main thread for ~90 ms, in the middle of drawing a product page's reviews.
import type { Locale } from './locale';

const months: Record<Exclude<Locale, 'ar'>, readonly string[]> = {
  no: ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
const rlm = '\u200f';
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2025-03-01" (or a longer ISO time) as "1. mars 2025" / "1 Mar 2025" / "01‏/03‏/2025"; unreadable text as is. */
export function formatDate(date: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // A day that does not exist (2025-02-30) would roll over into the next month: shown as written instead.
  const parsed = new Date(Date.UTC(year, month, day));
  if (parsed.getUTCMonth() !== month || parsed.getUTCDate() !== day) return date;
  if (locale === 'ar') return `${twoDigits(day)}${rlm}/${twoDigits(month + 1)}${rlm}/${year}`;
  if (locale === 'no') return `${day}. ${months.no[month]} ${year}`;
  return `${day} ${months.en[month]} ${year}`;
}
