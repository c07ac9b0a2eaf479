// Display currencies: GET /setting/currencies (public; the service worker keeps it like the settings,
// so the rates are there offline) and the admin's GET/PUT /setting/admin/currencies (with the token: never kept).
import { CurrenciesSchema, type Currency, type RatesInput } from '../domain/currency';
import { forgetCachedReads } from './catalogue-cache';
import { request } from './client';

export const currenciesPath = '/setting/currencies';

export const fetchCurrencies = async (): Promise<Currency[]> =>
  (await request(CurrenciesSchema, currenciesPath)).currencies;

/** The rates with who set each (ADMIN). */
export const fetchAdminCurrencies = async (): Promise<Currency[]> =>
  (await request(CurrenciesSchema, '/setting/admin/currencies', { auth: true })).currencies;

/**
 * Sets rates (ADMIN) → the list as it now is. Drops the service worker's kept public list, so this device's next
 * read is fresh. `idempotencyKey`: the same key for a retry of the same save.
 */
export async function saveCurrencyRates(
  rates: RatesInput['rates'],
  idempotencyKey: string,
): Promise<Currency[]> {
  const { currencies } = await request(CurrenciesSchema, '/setting/admin/currencies', {
    method: 'PUT',
    body: { rates },
    auth: true,
    idempotencyKey,
  });
  await forgetCachedReads((url) => url.pathname === `/api${currenciesPath}`).catch(() => 0);
  return currencies;
}
