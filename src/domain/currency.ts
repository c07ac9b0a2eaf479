// Display currencies. Every price is charged in NOK; a chosen
// currency only changes what is SHOWN: NOK × the currency's rate (units per 1 NOK, set by the shop's admin),
// rounded up to whole units (money.ts). Offline without rates, or with an unknown code, prices show in NOK.
import * as v from 'valibot';
import type { Locale } from './locale';

export const currencyCodes = ['NOK', 'EUR', 'SEK', 'DKK', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
export const defaultCurrency: CurrencyCode = 'NOK';
/** The currencies an admin sets a rate for: all but NOK (its rate is 1). */
export const foreignCurrencies = currencyCodes.filter((code) => code !== defaultCurrency);

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  currencyCodes.includes(value as CurrencyCode);

/**
 * How an amount is marked. `mark` is what stands beside the number: the three Scandinavian crowns all call
 * themselves "kr", so only NOK gets "kr" and SEK/DKK show their code. `before` marks go before the number in
 * English ("€110", "£95", "$120"); Norwegian and Arabic put every mark after it ("110 €", "1 290 SEK").
 */
export const currencyMarks: Record<
  CurrencyCode,
  { symbol: string; mark: string; before: boolean; name: string }
> = {
  NOK: { symbol: 'kr', mark: 'kr', before: false, name: 'Norwegian krone' },
  EUR: { symbol: '€', mark: '€', before: true, name: 'Euro' },
  SEK: { symbol: 'kr', mark: 'SEK', before: false, name: 'Swedish krona' },
  DKK: { symbol: 'kr', mark: 'DKK', before: false, name: 'Danish krone' },
  GBP: { symbol: '£', mark: '£', before: true, name: 'Pound sterling' },
  USD: { symbol: '$', mark: '$', before: true, name: 'US dollar' },
};

/** Whether the mark goes before the amount in this language. */
export const markBefore = (code: CurrencyCode, locale: Locale): boolean =>
  locale === 'en' && currencyMarks[code].before;

/** Sane bounds of a rate (units per 1 NOK): every listed currency is well inside them. */
export const minRate = 0.0001;
export const maxRate = 1000;

export const currencyCodesOf = {
  unknown: 'UNKNOWN_CURRENCY',
  rate: 'INVALID_RATE',
  duplicate: 'DUPLICATE_CURRENCY',
} as const;

/** A rate an admin may set: a positive finite number within [minRate, maxRate]. */
export const RateSchema = v.pipe(
  v.number(currencyCodesOf.rate),
  v.finite(currencyCodesOf.rate),
  v.minValue(minRate, currencyCodesOf.rate),
  v.maxValue(maxRate, currencyCodesOf.rate),
);

/** One currency as GET /api/setting/currencies answers it (NOK first, rate 1, setAt null). */
export const CurrencySchema = v.object({
  code: v.string(),
  symbol: v.string(),
  name: v.optional(v.string()),
  rate: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  setAt: v.nullable(v.string()),
  /** Only in the admin answers: who set the rate (an email, or "seed"). */
  setBy: v.optional(v.string()),
});
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const CurrenciesSchema = v.object({ currencies: v.array(CurrencySchema) });

/** The rate to show `code` with: 1 for NOK or when the rates do not have it (then prices show in NOK). */
export function rateOf(code: CurrencyCode, rates: readonly Pick<Currency, 'code' | 'rate'>[]): number | null {
  if (code === defaultCurrency) return 1;
  return rates.find((currency) => currency.code === code)?.rate ?? null;
}

/** The currency a price is shown in and the rate for it; NOK whenever the chosen one has no known rate. */
export function displayCurrency(
  chosen: CurrencyCode,
  rates: readonly Pick<Currency, 'code' | 'rate'>[],
): { code: CurrencyCode; rate: number } {
  const rate = rateOf(chosen, rates);
  return rate === null ? { code: defaultCurrency, rate: 1 } : { code: chosen, rate };
}

/** Body of PUT /api/setting/admin/currencies: one or more of the foreign currencies, each once. */
export const RatesInput = v.pipe(
  v.object({
    rates: v.pipe(
      v.array(
        v.object({
          code: v.pipe(
            v.string(currencyCodesOf.unknown),
            v.check(
              (code) => (foreignCurrencies as readonly string[]).includes(code),
              currencyCodesOf.unknown,
            ),
          ),
          rate: RateSchema,
        }),
      ),
      v.minLength(1),
      v.maxLength(foreignCurrencies.length, currencyCodesOf.duplicate),
      v.check((rates) => new Set(rates.map((r) => r.code)).size === rates.length, currencyCodesOf.duplicate),
    ),
  }),
);
export type RatesInput = v.InferOutput<typeof RatesInput>;

/** A rate as typed ("0,0855" or "0.0855"): the number when it is one within the bounds, else null. */
export function parseRate(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const rate = Number(text);
  return v.is(RateSchema, rate) ? rate : null;
}
