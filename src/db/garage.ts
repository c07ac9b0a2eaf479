// The garage (spec §3 "Vehicle", §4 "Garage", "Vehicle picker modal"): vehicles saved on this device, at most
// one of them current. The current vehicle filters the catalogue and drives "fits your vehicle". Local only
// for now; per-user sync arrives with accounts. Reads skip damaged records.
import * as v from 'valibot';
import { keepValid } from '../domain/parse';
import type { AppDB } from './schema';
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

/** Adds a vehicle (or refreshes it when already saved) and makes it the current one (spec §4). */
export function addVehicle(db: AppDB, vehicle: GarageVehicle): Promise<void> {
  return db.transaction('rw', db.garage, async () => {
    await db.garage.toCollection().modify({ current: false });
    await db.garage.put({ ...vehicle, current: true });
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

export async function removeVehicle(db: AppDB, id: number): Promise<void> {
  await db.garage.delete(id);
}
