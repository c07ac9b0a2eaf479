// The shop language, kept in IndexedDB as well as localStorage: the service worker drains the outbox without
// a page and has no localStorage, yet the server should answer in the user's language. Offline-safe: local only.
import { isLocale, type Locale } from '../domain/locale';
import type { AppDB } from './schema';

const key = 'language';

export const rememberLanguage = (db: AppDB, locale: Locale) => db.meta.put({ key, value: locale });

export async function readLanguage(db: AppDB): Promise<Locale | null> {
  const record = await db.meta.get(key);
  return isLocale(record?.value) ? record.value : null;
}
