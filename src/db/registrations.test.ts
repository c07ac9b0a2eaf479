import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRegistration,
  listRegistrations,
  normaliseRegistration,
  rememberRegistration,
} from './registrations';
import type { AppDB } from './schema';
import { freshDb } from './testing';
import type { RegistrationRecord } from './types';

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

describe('registrations', () => {
  it('normalises plates: upper-case, no spaces or dashes', () => {
    expect(normaliseRegistration('ab 12-345')).toBe('AB12345');
  });

  it('lists newest first; a number looked up again moves to the top without a duplicate', async () => {
    await rememberRegistration(db, 'AB 12345', 'registration', 1);
    await rememberRegistration(db, 'EL98765', 'registration', 2);
    await rememberRegistration(db, 'ab-12345', 'registration', 3);
    expect(await listRegistrations(db)).toEqual([
      { registrationNumber: 'AB12345', timestamp: 3, searchType: 'registration' },
      { registrationNumber: 'EL98765', timestamp: 2, searchType: 'registration' },
    ]);
  });

  it('forgets a number however it is written', async () => {
    await rememberRegistration(db, 'AB12345');
    await forgetRegistration(db, 'ab 12345');
    expect(await listRegistrations(db)).toEqual([]);
  });

  it('skips damaged records and fills missing fields', async () => {
    await db.registrations.put({ registrationNumber: 'CD11111', timestamp: 5 } as RegistrationRecord);
    await db.registrations.put({ registrationNumber: 42, timestamp: 6 } as unknown as RegistrationRecord);
    expect(await listRegistrations(db)).toEqual([
      { registrationNumber: 'CD11111', timestamp: 5, searchType: 'registration' },
    ]);
  });
});
