import { useSharedLiveQuery } from '../../app/use-shared-live-query';
import { db } from '../../db/db';
import { listGarage } from '../../db/garage';
import { sharedLiveQuery } from '../../db/shared-live-query';
import type { GarageVehicleRecord } from '../../db/types';

// One read of the garage shared by the header, the lists and the product page. A database that cannot be read
// counts as an empty garage rather than an error thrown into the page.
const garage = sharedLiveQuery(() => listGarage(db).catch((): GarageVehicleRecord[] => []));

/** The vehicles saved on this device (spec §3 garage); `loaded` is false until IndexedDB has answered. */
export function useGarage(): { vehicles: GarageVehicleRecord[]; loaded: boolean } {
  const vehicles = useSharedLiveQuery(garage);
  return { vehicles: vehicles ?? [], loaded: vehicles !== undefined };
}

/**
 * The current vehicle of the garage (spec: "the selected vehicle filters the catalogue"): null for "all
 * vehicles", undefined while IndexedDB is still being read — so a list can wait for it instead of loading twice.
 */
export function useCurrentVehicle(): GarageVehicleRecord | null | undefined {
  return useSharedLiveQuery(garage, (vehicles) =>
    vehicles === undefined ? undefined : (vehicles.find((vehicle) => vehicle.current) ?? null),
  );
}
