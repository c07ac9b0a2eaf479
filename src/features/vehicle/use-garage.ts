import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { listGarage } from '../../db/garage';
import type { GarageVehicleRecord } from '../../db/types';

/** The vehicles saved on this device (spec §3 garage); `loaded` is false until IndexedDB has answered. */
export function useGarage(): { vehicles: GarageVehicleRecord[]; loaded: boolean } {
  const vehicles = useLiveQuery(() => listGarage(db), []);
  return { vehicles: vehicles ?? [], loaded: vehicles !== undefined };
}

/** The current vehicle of the garage; null for "all vehicles" (and while IndexedDB is still opening). */
export function useCurrentVehicle(): GarageVehicleRecord | null {
  const { vehicles } = useGarage();
  return vehicles.find((vehicle) => vehicle.current) ?? null;
}
