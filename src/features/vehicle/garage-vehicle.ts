import { addVehicle, type GarageVehicle, removeVehicle, selectVehicle } from '../../db/garage';
import type { AppDB } from '../../db/schema';
import { useDatabase } from '../../lib/database';
import { drainIfQueued } from '../../lib/request-drain';
import type { FoundVehicle } from '../../machines/vehicle-selector.machine';

/** A vehicle found by the selector, a plate or a VIN, as the garage keeps it (id = catalogue carId). */
const toGarageVehicle = ({ vehicle, year }: FoundVehicle): GarageVehicle => ({
  id: vehicle.carId,
  year,
  make: vehicle.make,
  model: vehicle.model,
  engine: vehicle.engine,
});

// How a vehicle is named is shared with the account's garage on the server (its `label`).
export { shortModel, vehicleName } from '../../domain/garage';

/** YYYYMM window → "2012–2020", or "2019–" while still built. */
export const yearRange = (from: number, to: number | null) =>
  `${Math.floor(from / 100)}–${to ? Math.floor(to / 100) : ''}`;

/**
 * Garage intents on `db`; each is one Dexie transaction (db/garage.ts), which for a signed-in user also queues
 * the change for the account (outbox stream 'garage').
 */
export const garageIntents = (db: AppDB) => ({
  save: async (found: FoundVehicle) => drainIfQueued(await addVehicle(db, toGarageVehicle(found))),
  choose: (id: number | null) => selectVehicle(db, id),
  forget: async (id: number) => drainIfQueued(await removeVehicle(db, id)),
});

/** The garage intents on the database of the component's tree (see useDatabase). */
export const useGarageIntents = () => garageIntents(useDatabase());
