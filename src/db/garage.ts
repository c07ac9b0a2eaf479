// The garage: vehicles saved on this device, at most
// one of them current. The current vehicle filters the catalogue and drives "fits your vehicle". While a user is
// signed in (db/session.ts), adding or removing a vehicle also queues the change for the user's account in the
// same transaction, so what is done offline reaches the server once when the network returns. Reads skip damaged
// records.
import * as v from 'valibot';
import {
  addToGarageRequest,
  fromServerVehicle,
  garageStream,
  garageUnion,
  removeFromGarageRequest,
  type ServerVehicle,
} from '../domain/garage';
import { keepValid } from '../domain/parse';
import { enqueue, openInStream, type StreamMark, stillWhole, streamMark } from './outbox';
import type { AppDB } from './schema';
import { forgetSession, readSession } from './session';
import type { GarageVehicleRecord } from './types';

const GarageVehicleSchema = v.object({
  id: v.number(),
  year: v.optional(v.number(), 0),
  make: v.optional(v.string(), ''),
  model: v.optional(v.string(), ''),
  engine: v.optional(v.string(), ''),
  current: v.optional(v.boolean(), false),
});

export type GarageVehicle = Omit<GarageVehicleRecord, 'current'>;

/** Saved vehicles (ordered by carId). */
export async function listGarage(db: AppDB): Promise<GarageVehicleRecord[]> {
  return keepValid(GarageVehicleSchema, await db.garage.toArray());
}

/** The current vehicle, or null for "all vehicles". */
export async function readCurrentVehicle(db: AppDB): Promise<GarageVehicleRecord | null> {
  return (await listGarage(db)).find((vehicle) => vehicle.current) ?? null;
}

/**
 * Adds a vehicle (or refreshes it when already saved) and makes it the current one. A vehicle new to
 * the garage of a signed-in user is queued for the account too; true when a change was queued.
 */
export function addVehicle(db: AppDB, vehicle: GarageVehicle): Promise<boolean> {
  return db.transaction('rw', [db.garage, db.meta, db.outbox], async () => {
    const known = await db.garage.get(vehicle.id);
    await db.garage.toCollection().modify({ current: false });
    await db.garage.put({ ...vehicle, current: true });
    const session = await readSession(db);
    if (known || !session) return false;
    await enqueue(db, addToGarageRequest(vehicle, session.userId));
    return true;
  });
}

/** Makes `id` the current vehicle; null means all vehicles. An id not in the garage changes nothing. */
export function selectVehicle(db: AppDB, id: number | null): Promise<void> {
  return db.transaction('rw', db.garage, async () => {
    if (id !== null && !(await db.garage.get(id))) return;
    await db.garage.toCollection().modify((vehicle) => {
      vehicle.current = vehicle.id === id;
    });
  });
}

/** Removes a vehicle; for a signed-in user the removal is queued for the account too (true when queued). */
export function removeVehicle(db: AppDB, id: number): Promise<boolean> {
  return db.transaction('rw', [db.garage, db.meta, db.outbox], async () => {
    const known = await db.garage.get(id);
    await db.garage.delete(id);
    const session = await readSession(db);
    if (!known || !session) return false;
    await enqueue(db, removeFromGarageRequest(id, session.userId));
    return true;
  });
}

/**
 * Sign-in: the device's garage becomes the account's (the server's answer to the merge) plus anything saved on
 * the device meanwhile, each vehicle once; the current vehicle stays current.
 */
export function mergeIntoGarage(db: AppDB, account: readonly ServerVehicle[]): Promise<void> {
  return db.transaction('rw', db.garage, async () => {
    const device = await listGarage(db);
    await writeGarage(db, garageUnion(account, device), device);
  });
}

/**
 * Where the garage's changes stand before the account's garage is read: the last garage entry, and whether any
 * is still on its way. Handed back to refreshGarage, it tells whether the answer read meanwhile is still whole.
 */
export const garageChangesMark = (db: AppDB): Promise<StreamMark> => streamMark(db, garageStream);

/**
 * The account's garage as the server has it now (changed on another device) replaces the device's, unless a change
 * made here was still on its way when it was read (`mark`, garageChangesMark) or has been made since: the answer
 * may lack it, so nothing is replaced (false). The current vehicle stays current when still listed.
 */
export function refreshGarage(
  db: AppDB,
  account: readonly ServerVehicle[],
  mark: StreamMark,
): Promise<boolean> {
  return db.transaction('rw', [db.garage, db.outbox], async () => {
    if (!stillWhole(mark, await garageChangesMark(db))) return false;
    await writeGarage(db, account.map(fromServerVehicle), await listGarage(db));
    return true;
  });
}

async function writeGarage(
  db: AppDB,
  vehicles: readonly GarageVehicle[],
  before: readonly GarageVehicleRecord[],
) {
  const current = before.find((vehicle) => vehicle.current)?.id ?? null;
  await db.garage.clear();
  await db.garage.bulkPut(vehicles.map((vehicle) => ({ ...vehicle, current: vehicle.id === current })));
}

/** Garage changes still on their way to the account (pending, sending or failed). */
export const openGarageChanges = (db: AppDB): Promise<number> => openInStream(db, garageStream);

/**
 * Sign-out: the device forgets the account's vehicles and the session the sync worker sends with, in one
 * transaction. Garage changes not yet sent stay in the outbox and fail visibly (no session to send them with).
 */
export function clearGarageAndSession(db: AppDB): Promise<void> {
  return db.transaction('rw', [db.garage, db.meta], async () => {
    await db.garage.clear();
    await forgetSession(db);
  });
}
