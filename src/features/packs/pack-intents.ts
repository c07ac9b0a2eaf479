// The pack intents the pages call: each writes IndexedDB (src/db/packs.ts), then asks the pack worker to go on.

import * as packs from '../../db/packs';
import type { AppDB } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import type { GarageVehicle } from '../../domain/vehicle';
import { runPacks } from '../../workers/pack.bridge';

const run = () => void runPacks().catch(() => undefined);

/** The pack of a garage vehicle is named as the garage names it. */
export const packVehicleOf = (vehicle: GarageVehicle): packs.PackVehicle => ({
  carId: vehicle.id,
  manuName: vehicle.make,
  modelname: vehicle.model,
  typeName: vehicle.engine,
});

export const packIntents = (db: AppDB, lang: Locale) => ({
  save: async (vehicle: GarageVehicle) => {
    await packs.savePackForOffline(db, packVehicleOf(vehicle), lang);
    await requestPersistence();
    run();
  },
  pause: (carId: number) => packs.pausePack(db, carId),
  resume: async (carId: number) => {
    await packs.resumePack(db, carId);
    run();
  },
  refresh: async (carId: number) => {
    await packs.refreshPack(db, carId, lang);
    run();
  },
  remove: (carId: number) => packs.deletePack(db, carId),
});

/** Asks the browser to keep the device's data under storage pressure; the storage page shows what it said. */
export async function requestPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
