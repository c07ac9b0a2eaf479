import { afterEach, describe, expect, it } from 'vitest';
import { readLanguage, rememberLanguage } from './language';
import { AppDB } from './schema';
import { uniqueName } from './testing';

let db: AppDB;
afterEach(() => db?.delete());

describe('language in IndexedDB', () => {
  it('is remembered for the service worker, and anything unknown reads as none', async () => {
    db = new AppDB(uniqueName());
    expect(await readLanguage(db)).toBeNull();
    await rememberLanguage(db, 'ar');
    expect(await readLanguage(db)).toBe('ar');
    await db.meta.put({ key: 'language', value: 'de' });
    expect(await readLanguage(db)).toBeNull();
  });
});
