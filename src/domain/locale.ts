// The shop's languages. Norwegian is the default.
import * as v from 'valibot';

export const locales = ['no', 'en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'no';

export type Direction = 'ltr' | 'rtl';

export type Language = { locale: Locale; code: string; name: string; direction: Direction };

/** Names are shown in their own language, so they are not translated. */
export const languages: readonly Language[] = [
  { locale: 'no', code: 'NO', name: 'Norsk', direction: 'ltr' },
  { locale: 'en', code: 'EN', name: 'English', direction: 'ltr' },
  { locale: 'ar', code: 'AR', name: 'العربية', direction: 'rtl' },
];

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export const direction = (locale: Locale): Direction => (locale === 'ar' ? 'rtl' : 'ltr');

/** BCP 47 tag for Intl: Norwegian bokmål; Arabic keeps Latin digits so prices, plates and phone numbers read alike. */
export const intlLocale = (locale: Locale): string =>
  ({ no: 'nb-NO', en: 'en-GB', ar: 'ar-u-nu-latn' })[locale];

/** GET /api/i18n/{locale}.json: the compiled texts of a language (the app's and the information pages'). */
export const TextsAnswer = v.object({ locale: v.string(), messages: v.record(v.string(), v.unknown()) });
