// The garage that follows the user: how a saved vehicle travels between the device (db/garage.ts) and
// the server (/api/garage), and the outbox requests a change on the device makes while the user is signed in.
// Pure: the device, the API client and the sync worker all use these.
import * as v from 'valibot';
import type { OutboxRequest } from './outbox';
import type { GarageVehicle } from './vehicle';

/** A saved vehicle as the server keeps it (GET /api/garage → vehicles). */
export type ServerVehicle = {
  carId: number;
  label: string;
  year: number | null;
  make: string;
  model: string;
  engine: string;
  plate: string | null;
  vin: string | null;
};

/** A saved vehicle as /api/garage answers it; `createdAt`: when it was saved (ISO 8601). */
export const ServerVehicleSchema = v.object({
  carId: v.number(),
  label: v.string(),
  year: v.nullable(v.number()),
  make: v.string(),
  model: v.string(),
  engine: v.string(),
  plate: v.nullable(v.string()),
  vin: v.nullable(v.string()),
  createdAt: v.string(),
}) satisfies v.GenericSchema<unknown, ServerVehicle>;

/** GET /api/garage and POST /api/garage/merge: the account's saved vehicles. */
export const GarageAnswer = v.object({ vehicles: v.array(ServerVehicleSchema) });
/** POST /api/garage: the vehicle saved (201) or already there (200). */
export const GarageVehicleAnswer = v.object({ vehicle: ServerVehicleSchema });

/** A vehicle as POST /garage and POST /garage/merge take it. */
export type VehicleInput = Omit<ServerVehicle, 'plate' | 'vin' | 'year'> & {
  year: number | null;
  plate?: string;
  vin?: string;
};

/** "GOLF VII (5G1, BQ1, BE1, BE2)" → "GOLF VII": the chassis codes only crowd a button. */
export const shortModel = (model: string) => model.replace(/\s*\([^)]*\)\s*$/, '');

/** How a vehicle is named on a button, in a list and in the server's `label`. */
export const vehicleName = (vehicle: { make: string; model: string; engine: string }) =>
  [vehicle.make, shortModel(vehicle.model), vehicle.engine].filter(Boolean).join(' ');

/** The device's record of a vehicle → what the server takes. A year of 0 (unknown) is sent as null. */
export const toVehicleInput = (vehicle: Omit<GarageVehicle, 'current'>): VehicleInput => ({
  carId: vehicle.id,
  label: vehicleName(vehicle),
  year: vehicle.year > 0 ? vehicle.year : null,
  make: vehicle.make,
  model: vehicle.model,
  engine: vehicle.engine,
});

/** The server's vehicle → the device's record (not current: the device decides that). */
export const fromServerVehicle = (vehicle: ServerVehicle): Omit<GarageVehicle, 'current'> => ({
  id: vehicle.carId,
  year: vehicle.year ?? 0,
  make: vehicle.make,
  model: vehicle.model,
  engine: vehicle.engine,
});

/** The outbox stream of garage changes: an add and a later remove of one vehicle reach the server in order. */
export const garageStream = 'garage';

/** POST /api/garage for `userId`'s session (the entry is sent with that user's token only). */
export const addToGarageRequest = (
  vehicle: Omit<GarageVehicle, 'current'>,
  userId: string,
): OutboxRequest => ({
  stream: garageStream,
  method: 'POST',
  path: '/garage',
  body: { ...toVehicleInput(vehicle) },
  auth: { userId },
});

/** DELETE /api/garage/{carId}; the server answers success also when the vehicle is not there. */
export const removeFromGarageRequest = (carId: number, userId: string): OutboxRequest => ({
  stream: garageStream,
  method: 'DELETE',
  path: `/garage/${carId}`,
  body: null,
  auth: { userId },
});

/**
 * The device's garage after a merge at sign-in: the server's answer (the union) in its order, then anything of
 * the device's it lacked, each vehicle once (by carId).
 */
export function garageUnion(
  server: readonly ServerVehicle[],
  device: readonly Omit<GarageVehicle, 'current'>[],
): Omit<GarageVehicle, 'current'>[] {
  const seen = new Set<number>();
  return [...server.map(fromServerVehicle), ...device].flatMap(({ id, year, make, model, engine }) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ id, year, make, model, engine }];
  });
}
