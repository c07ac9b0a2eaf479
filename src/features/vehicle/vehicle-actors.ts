// Real effects of the vehicle machines, provided at the edge: catalogue calls (api/vehicles) and the device's list
// of looked-up plates (db/registrations, in the database the component passes in). A failed call rejects with the
// ApiError, whose code the machines read.
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { fetchProductByArticleNumber } from '../../api/product';
import {
  fetchManufacturers,
  fetchModels,
  fetchVehicles,
  lookupRegistration,
  lookupVin,
} from '../../api/vehicles';
import { forgetRegistration, rememberRegistration } from '../../db/registrations';
import type { AppDB } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import type { FoundVehicle } from '../../machines/vehicle-selector.machine';

/** The VIN's vehicle: the registered one, else the maker's most likely one for that model year. */
async function findByVin(lang: Locale, vin: string): Promise<FoundVehicle> {
  const match = await lookupVin(lang, vin);
  const vehicle = match.vehicles[0];
  if (!vehicle) throw new ApiError(404, 'VEHICLE_NOT_FOUND', 'unable to find vehicle by VIN');
  return { vehicle, year: match.modelYear ?? 0 };
}

export const vehicleSelectorEffects = (lang: Locale) => ({
  actors: {
    loadManufacturers: fromPromise(({ input }: { input: { year: number } }) =>
      fetchManufacturers(lang, input.year),
    ),
    loadModels: fromPromise(({ input }: { input: { year: number; manuId: number } }) =>
      fetchModels(lang, input.manuId, input.year),
    ),
    loadVehicles: fromPromise(({ input }: { input: { manuId: number; modelId: number } }) =>
      fetchVehicles(lang, input.manuId, input.modelId),
    ),
    lookupVin: fromPromise(({ input }: { input: { vin: string } }) => findByVin(lang, input.vin)),
  },
});

export const findDialogEffects = (lang: Locale, db: AppDB) => ({
  actors: {
    ...vehicleSelectorEffects(lang).actors,
    // The dialog's cascade has no year (its selector picks `anyYear`): every maker and series.
    loadManufacturers: fromPromise((_: { input: { year: number } }) => fetchManufacturers(lang)),
    loadModels: fromPromise(({ input }: { input: { year: number; manuId: number } }) =>
      fetchModels(lang, input.manuId),
    ),
    lookupRegistration: fromPromise(async ({ input }: { input: { plate: string } }) => {
      // The answer has no registration date: the garage gets "year not known" (0) rather than a guess.
      const { vehicle } = await lookupRegistration(lang, input.plate);
      return { vehicle, year: 0 };
    }),
    findArticle: fromPromise(async ({ input }: { input: { articleNumber: string } }) => {
      const product = await fetchProductByArticleNumber(lang, input.articleNumber);
      if (!product) throw new ApiError(404, 'NOT_FOUND', 'No article has this number');
      return product.articleNumber;
    }),
  },
  actions: {
    rememberRegistration: (_: unknown, { plate }: { plate: string }) => {
      void rememberRegistration(db, plate).catch(() => undefined);
    },
    forgetRegistration: (_: unknown, { plate }: { plate: string }) => {
      void forgetRegistration(db, plate).catch(() => undefined);
    },
  },
});
