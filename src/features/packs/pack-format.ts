import { formatDate } from '../../domain/dates';
import type { Locale } from '../../domain/locale';

/** Bytes as megabytes with one decimal, in the language's way of writing numbers: "3,4 MB". */
export const formatMegabytes = (bytes: number, locale: Locale) =>
  `${(bytes / 1_000_000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** A moment (ms) as the date the app shows elsewhere, on the device's calendar. */
export function formatDay(ms: number, locale: Locale): string {
  const day = new Date(ms);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return formatDate(iso, locale);
}
