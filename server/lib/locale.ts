import type { Context } from 'hono';
import { isLocale, type Locale } from '../../src/domain/locale';

export { isLocale, type Locale } from '../../src/domain/locale';

/** A text the server sends, in every language. */
export type Text = Record<Locale, string>;

/** The caller's language: `lang` query, else the first supported Accept-Language tag, else no. */
export function requestLocale(c: Context): Locale {
  const lang = c.req.query('lang');
  if (isLocale(lang)) return lang;
  const header = c.req.header('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const base = tag.split('-')[0];
    if (base === 'nb' || base === 'nn') return 'no';
    if (isLocale(base)) return base;
  }
  return 'no';
}
