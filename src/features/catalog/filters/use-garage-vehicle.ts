import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import { readCurrentVehicle } from '../../../db/garage';
import type { GarageVehicleRecord } from '../../../db/types';

/**
 * The garage's current vehicle (spec: "the selected vehicle filters the catalogue"): undefined while it is
 * being read, null for "all vehicles". A database that cannot be read counts as no vehicle (rather than an
 * error thrown into the page). Unlike useCurrentVehicle() (features/vehicle), it tells "still reading" apart
 * from "none", so a list waits for it instead of loading twice.
 */
export function useGarageVehicle(): GarageVehicleRecord | null | undefined {
  return useLiveQuery(() => readCurrentVehicle(db).catch(() => null), []);
}
