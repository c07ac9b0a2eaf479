// The garage follows the user. At sign-in the device's vehicles and the account's are merged (POST
// /garage/merge) and the union becomes the device's garage; the session token is mirrored into IndexedDB so the sync
// worker can send the garage changes made while signed in (db/garage.ts queues them). At sign-out the device
// forgets both. Nothing here throws: a sign-in never fails because of the garage.
import { fetchAccountGarage, mergeAccountGarage } from '../../api/garage';
import {
  clearGarageAndSession,
  garageChangesMark,
  listGarage,
  mergeIntoGarage,
  refreshGarage,
} from '../../db/garage';
import type { AppDB } from '../../db/schema';
import { forgetSession, readSession, replaceSessionToken, saveSession } from '../../db/session';
import { garageStream, toVehicleInput } from '../../domain/garage';
import { tokenSubject } from '../../domain/session-token';
import { mergeAtSignIn } from '../../lib/account-merge';

export type { MergeOutcome } from '../../lib/account-merge';

/** Keeps the session's token where the sync worker reads it, or removes it (null) at sign-out. */
export async function mirrorSession(db: AppDB, token: string | null): Promise<void> {
  const userId = token ? tokenSubject(token) : null;
  if (token && userId) await saveSession(db, { token, userId });
  else await forgetSession(db);
}

/** True when the device's mirror is the session of `token`'s user: its stores are tied to that account already. */
export async function isMirrored(db: AppDB, token: string): Promise<boolean> {
  const userId = tokenSubject(token);
  return userId !== null && (await readSession(db))?.userId === userId;
}

/** A fresh token of the same session (password or two-factor change): the mirror follows it. */
export const renewMirroredToken = (db: AppDB, token: string) => replaceSessionToken(db, token);

/**
 * Sign-in: merge the device's garage with the account's of `token` (its subject names the user); the device keeps
 * its current vehicle.
 */
export const mergeGarageAtSignIn = (db: AppDB, token: string | null) =>
  mergeAtSignIn(db, token, {
    read: listGarage,
    isEmpty: (device) => device.length === 0,
    send: (device) => mergeAccountGarage(device.map(toVehicleInput)),
    apply: (into, account) => mergeIntoGarage(into, account),
    queued: (device, userId) => ({
      stream: garageStream,
      method: 'POST',
      path: '/garage/merge',
      body: { vehicles: device.map((vehicle) => ({ ...toVehicleInput(vehicle) })) },
      auth: { userId },
    }),
  });

/**
 * The account's garage as the server has it now (changed on another device) onto this device, unless changes made
 * here are still on their way (they land first). True when the device's garage was replaced.
 */
export async function refreshGarageFromAccount(db: AppDB): Promise<boolean> {
  const mark = await garageChangesMark(db);
  // Changes still on their way: the server's garage lacks them; the next refresh, after they land, reads it.
  if (mark.open > 0) return false;
  return refreshGarage(db, await fetchAccountGarage(), mark);
}

/** Sign-out: the device forgets the account's vehicles and the mirrored session. */
export const clearDeviceGarage = (db: AppDB): Promise<void> => clearGarageAndSession(db);
