// The display currency: the code chosen on this device (localStorage
// "bildeler.currency", and IndexedDB for the cart state: db/currency.ts) and the rates (localStorage
// "currencyRates", refreshed from GET /api/setting/currencies once a page load, kept by the service worker too).
// Offline with no rates ever fetched, or a chosen code the rates lack, prices show in NOK. Everything charged and
// sent stays NOK: this only changes what is drawn.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { fetchCurrencies } from '../api/currencies';
import {
  type Currency,
  type CurrencyCode,
  CurrencySchema,
  defaultCurrency,
  displayCurrency,
  isCurrencyCode,
} from '../domain/currency';

export const currencyStorageKey = 'bildeler.currency';
const ratesStorageKey = 'currencyRates';

export type CurrencyView = {
  /** What the user chose. */
  chosen: CurrencyCode;
  /** What prices show in: the chosen one, or NOK while its rate is unknown. */
  code: CurrencyCode;
  rate: number;
  /** Every currency the shop lists (NOK first); just NOK until rates are known. */
  currencies: readonly Currency[];
};

type Store = Pick<Storage, 'getItem' | 'setItem'>;
const storage = (): Store | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

function readChoice(): CurrencyCode {
  try {
    const stored = storage()?.getItem(currencyStorageKey);
    return isCurrencyCode(stored) ? stored : defaultCurrency;
  } catch {
    return defaultCurrency;
  }
}

function readRates(): Currency[] {
  try {
    const raw = storage()?.getItem(ratesStorageKey);
    const parsed = raw ? v.safeParse(v.array(CurrencySchema), JSON.parse(raw)) : null;
    return parsed?.success ? parsed.output : [];
  } catch {
    return [];
  }
}

const nokOnly: readonly Currency[] = [{ code: 'NOK', symbol: 'kr', rate: 1, setAt: null }];
const view = (chosen: CurrencyCode, rates: readonly Currency[]): CurrencyView => ({
  chosen,
  ...displayCurrency(chosen, rates),
  currencies: rates.length > 0 ? rates : nokOnly,
});

let rates = readRates();
let current = view(readChoice(), rates);
/** What a page drawn by the server (and its hydration) shows: NOK, as the server drew it. */
const serverView = view(defaultCurrency, []);
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

let refreshed: Promise<void> | null = null;
/**
 * Reads the rates from the server and keeps them (main.tsx, at start); offline the kept ones stay. Once a page load
 * unless `again`.
 */
export function refreshCurrencies(again = false): Promise<void> {
  if (refreshed && !again) return refreshed;
  refreshed = (async () => {
    try {
      const fresh = await fetchCurrencies();
      // The same rates as kept (nearly every load): nothing to keep, and no price drawn again.
      if (JSON.stringify(fresh) === JSON.stringify(rates)) return;
      keepRates(fresh);
    } catch {
      // Offline or server down: keep what is kept (nothing → NOK).
    }
  })();
  return refreshed;
}

/** Rates just had (the admin's save): shown at once and kept. */
export function keepRates(next: readonly Currency[]) {
  rates = [...next];
  storage()?.setItem(ratesStorageKey, JSON.stringify(rates));
  current = view(current.chosen, rates);
  publish();
}

/** Chooses the display currency: kept on the device (localStorage and IndexedDB), every price redrawn at once. */
export function chooseCurrency(code: CurrencyCode): void {
  try {
    storage()?.setItem(currencyStorageKey, code);
  } catch {
    // Storage full or blocked: the choice holds for this page.
  }
  current = view(code, rates);
  publish();
  // Dexie loads only now: the price drawing code stays free of it. The cart state reads it from there.
  void Promise.all([import('../db/db'), import('../db/currency')])
    .then(([{ db }, { rememberCurrency }]) => rememberCurrency(db, code))
    .catch(() => {});
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The display currency and its rate; every price drawn goes through this (components/price.tsx). */
export function useCurrency(): CurrencyView {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => serverView,
  );
}
