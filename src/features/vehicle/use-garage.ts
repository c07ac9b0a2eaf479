import { useLiveQuery } from 'dexie-react-hooks';
import { listGarage } from '../../db/garage';
import type { GarageVehicle } from '../../domain/vehicle';
import { useDatabase } from '../../lib/database';

/**
 * The vehicles saved on this device; `loaded` is false until IndexedDB has answered. A database
 * that cannot be read counts as an empty garage rather than an error thrown into the page.
 */
export function useGarage(): { vehicles: GarageVehicle[]; loaded: boolean } {
  const db = useDatabase();
  const vehicles = useLiveQuery(() => listGarage(db).catch(() => []), [db]);
  return { vehicles: vehicles ?? [], loaded: vehicles !== undefined };
}

/**
 * The current vehicle of the garage (spec: "the selected vehicle filters the catalogue"): null for "all
 * vehicles", undefined while IndexedDB is still being read — so a list can wait for it instead of loading twice.
 */
export function useCurrentVehicle(): GarageVehicle | null | undefined {
  const { vehicles, loaded } = useGarage();
  return loaded ? (vehicles.find((vehicle) => vehicle.current) ?? null) : undefined;
}
