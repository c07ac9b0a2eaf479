import { addVehicle, type GarageVehicle, removeVehicle, selectVehicle } from '../../db/garage';
import type { AppDB } from '../../db/schema';
import { useDatabase } from '../../lib/database';
import type { FoundVehicle } from '../../machines/vehicle-selector.machine';

/** A vehicle found by the selector, a plate or a VIN, as the garage keeps it (id = catalogue carId). */
const toGarageVehicle = ({ vehicle, year }: FoundVehicle): GarageVehicle => ({
  id: vehicle.carId,
  year,
  make: vehicle.make,
  model: vehicle.model,
  engine: vehicle.engine,
});

/** "GOLF VII (5G1, BQ1, BE1, BE2)" → "GOLF VII": the chassis codes only crowd a button. */
export const shortModel = (model: string) => model.replace(/\s*\([^)]*\)\s*$/, '');

export const vehicleName = (vehicle: { make: string; model: string; engine: string }) =>
  [vehicle.make, shortModel(vehicle.model), vehicle.engine].filter(Boolean).join(' ');

/** YYYYMM window → "2012–2020", or "2019–" while still built. */
export const yearRange = (from: number, to: number | null) =>
  `${Math.floor(from / 100)}–${to ? Math.floor(to / 100) : ''}`;

/** Garage intents on `db`; each is one Dexie transaction (db/garage.ts). */
export const garageIntents = (db: AppDB) => ({
  save: (found: FoundVehicle) => addVehicle(db, toGarageVehicle(found)),
  choose: (id: number | null) => selectVehicle(db, id),
  forget: (id: number) => removeVehicle(db, id),
});

/** The garage intents on the database of the component's tree (see useDatabase). */
export const useGarageIntents = () => garageIntents(useDatabase());
