// The account's garage (GET /api/garage, POST /api/garage/merge). Reads and the merge at sign-in are direct calls;
// adds and removes travel through the outbox (domain/garage.ts builds them, db/garage.ts queues them). Offline a
// call fails with ApiError NETWORK; answers carry a user's data, so the service worker never keeps them.
import { GarageAnswer, type ServerVehicle, type VehicleInput } from '../domain/garage';
import { request } from './client';

/** GET /garage → the account's saved vehicles. */
export async function fetchAccountGarage(): Promise<ServerVehicle[]> {
  return (await request(GarageAnswer, '/garage', { auth: true })).vehicles;
}

/** POST /garage/merge: adds the vehicles the account lacks and answers with all of them (the union). */
export async function mergeAccountGarage(vehicles: VehicleInput[]): Promise<ServerVehicle[]> {
  const body = { vehicles: vehicles.map((vehicle) => ({ ...vehicle })) };
  return (await request(GarageAnswer, '/garage/merge', { method: 'POST', body, auth: true })).vehicles;
}
