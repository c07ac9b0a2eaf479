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
import { enqueue } from '../../db/outbox';
import type { AppDB } from '../../db/schema';
import { forgetSession, replaceSessionToken, saveSession } from '../../db/session';
import { garageStream, toVehicleInput } from '../../domain/garage';
import { tokenSubject } from '../../domain/session-token';
import { requestDrain } from '../../lib/request-drain';

export type MergeOutcome =
  /** The device shows the union of both garages. */
  | 'merged'
  /** Offline: the device's vehicles wait in the outbox for the account; the account's come at the next refresh. */
  | 'queued'
  /** The server refused or answered oddly; the device keeps its garage and the session is mirrored. */
  | 'failed'
  /** No readable session token: nothing to merge with. */
  | 'signed-out';

/** Keeps the session's token where the sync worker reads it, or removes it (null) at sign-out. */
export async function mirrorSession(db: AppDB, token: string | null): Promise<void> {
  const userId = token ? tokenSubject(token) : null;
  if (token && userId) await saveSession(db, { token, userId });
  else await forgetSession(db);
}

/** A fresh token of the same session (password or two-factor change): the mirror follows it. */
export const renewMirroredToken = (db: AppDB, token: string) => replaceSessionToken(db, token);

/**
 * Sign-in: merge the device's garage with the account's of `token` (its subject names the user); the device keeps
 * its current vehicle.
 */
export async function mergeGarageAtSignIn(db: AppDB, token: string | null): Promise<MergeOutcome> {
  const userId = token ? tokenSubject(token) : null;
  if (!token || !userId) return 'signed-out';
  await saveSession(db, { token, userId });
  const device = await listGarage(db);
  try {
    await mergeIntoGarage(db, await mergeAccountGarage(device.map(toVehicleInput)));
    return 'merged';
  } catch (error) {
    const offline =
      typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
    if (!offline || device.length === 0) return offline ? 'queued' : 'failed';
    await enqueue(db, {
      stream: garageStream,
      method: 'POST',
      path: '/garage/merge',
      body: { vehicles: device.map((vehicle) => ({ ...toVehicleInput(vehicle) })) },
      auth: { userId },
    });
    void requestDrain().catch(() => undefined);
    return 'queued';
  }
}

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
