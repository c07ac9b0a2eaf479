// Display currency rates: units of each currency per 1 NOK in `currency_rates`,
// with when and by whom each was set. NOK is no row: it is listed first with rate 1. Prices are charged in NOK;
// the rates only convert what the PWA shows.
import { sql } from 'drizzle-orm';
import {
  type Currency,
  type CurrencyCode,
  currencyCodes,
  currencyMarks,
  defaultCurrency,
  isCurrencyCode,
  type RatesInput,
} from '../../../src/domain/currency';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';

const order = (code: string) => {
  const index = currencyCodes.indexOf(code as CurrencyCode);
  return index < 0 ? currencyCodes.length : index;
};

/**
 * NOK (rate 1, setAt null) and then every rate the table holds for a code the shop knows, in the order of
 * `currencyCodes`. `withSetBy` adds who set each rate (the admin answers only: an email is not public).
 */
export async function listCurrencies(db: Db, { withSetBy = false } = {}): Promise<Currency[]> {
  const rows = await db.select().from(currencyRates);
  const nok: Currency = {
    code: defaultCurrency,
    symbol: currencyMarks.NOK.symbol,
    name: currencyMarks.NOK.name,
    rate: 1,
    setAt: null,
    ...(withSetBy ? { setBy: 'fixed' } : {}),
  };
  const known = rows
    .filter((row) => isCurrencyCode(row.code) && row.code !== defaultCurrency)
    .sort((a, b) => order(a.code) - order(b.code))
    .map((row): Currency => {
      const { symbol, name } = currencyMarks[row.code as CurrencyCode];
      return {
        code: row.code,
        symbol,
        name,
        rate: row.rate,
        setAt: row.setAt.toISOString(),
        ...(withSetBy ? { setBy: row.setBy } : {}),
      };
    });
  return [nok, ...known];
}

/** Stores the given rates in one statement, set now by `setBy` (the admin's email). */
export async function setRates(db: Db, rates: RatesInput['rates'], setBy: string): Promise<void> {
  const now = new Date();
  await db
    .insert(currencyRates)
    .values(rates.map(({ code, rate }) => ({ code, rate, setAt: now, setBy })))
    .onConflictDoUpdate({
      target: currencyRates.code,
      set: {
        rate: sql`excluded.${sql.identifier(currencyRates.rate.name)}`,
        setAt: sql`excluded.${sql.identifier(currencyRates.setAt.name)}`,
        setBy: sql`excluded.${sql.identifier(currencyRates.setBy.name)}`,
      },
    });
}
