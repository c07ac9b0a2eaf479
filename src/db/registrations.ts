// Registration numbers the user looked up, kept on the device
// so recent lookups show offline. Reads parse with defaults and skip damaged records.

import { keepValid } from '../domain/parse';
import { normalisePlate } from '../domain/plate';
import type { AppDB } from './schema';
import { type RegistrationRecord, RegistrationSchema } from './types';

/** Plates as the register knows them: upper-case, no spaces or dashes (`ab 12-345` → `AB12345`). */
export const normaliseRegistration = normalisePlate;

/** Saves (or moves to the top) a looked-up registration number. */
export async function rememberRegistration(
  db: AppDB,
  registrationNumber: string,
  searchType = 'registration',
  now = Date.now(),
): Promise<RegistrationRecord> {
  const record = {
    registrationNumber: normaliseRegistration(registrationNumber),
    timestamp: now,
    searchType,
  };
  await db.registrations.put(record);
  return record;
}

/** Newest first. */
export async function listRegistrations(db: AppDB): Promise<RegistrationRecord[]> {
  return keepValid(RegistrationSchema, await db.registrations.orderBy('timestamp').reverse().toArray());
}

/** Removes a saved number, e.g. when its lookup failed. */
export async function forgetRegistration(db: AppDB, registrationNumber: string): Promise<void> {
  await db.registrations.delete(normaliseRegistration(registrationNumber));
}
