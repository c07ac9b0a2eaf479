// The display currency chosen on this device, in IndexedDB beside the language (db/language.ts): the cart state
// sent to the server carries it, and the sync worker that
// builds that state has no localStorage. Offline-safe: local only.
import { type CurrencyCode, isCurrencyCode } from '../domain/currency';
import type { AppDB } from './schema';

const key = 'currency';

export const rememberCurrency = (db: AppDB, code: CurrencyCode) => db.meta.put({ key, value: code });

export async function readCurrency(db: AppDB): Promise<CurrencyCode | null> {
  const record = await db.meta.get(key);
  return isCurrencyCode(record?.value) ? record.value : null;
}
