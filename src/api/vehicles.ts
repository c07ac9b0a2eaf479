// Vehicle side of the catalogue (docs/api.md): the maker → model → engine cascade,
// vehicle details by carId, plate and VIN lookups (the article-number check is api/product.ts). Answers seen are kept by the
// service worker, so a cascade opened before works offline; otherwise calls fail with ApiError (code NETWORK).
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import {
  type Manufacturer,
  ManufacturersAnswer,
  type ModelSeries,
  ModelsAnswer,
  PlateMatchAnswer,
  VariantsAnswer,
  type Vehicle,
  type VehicleVariant,
  VinMatchAnswer,
} from '../domain/vehicle';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

export type RegistrationMatch = { plate: string; vehicle: Vehicle };
export type VinMatch = { vin: string; modelYear: number | null; vehicles: Vehicle[] };

export const toVehicle = ({ carId, vehicleDetails: d, motorCode }: VehicleVariant): Vehicle => ({
  carId,
  manuId: d.manuId,
  modelId: d.modId,
  make: d.manuName,
  model: d.modelname,
  engine: d.typeName,
  yearFrom: d.yearOfConstrFrom,
  yearTo: d.yearOfConstrTo,
  ccm: d.ccmTech,
  kw: d.powerKwFrom,
  hp: d.powerHpFrom,
  fuel: d.fuel,
  motorCode,
});

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/** Makers with a model series built in `year` (all makers without one). */
export async function fetchManufacturers(lang: Locale, year?: number): Promise<Manufacturer[]> {
  const answer = await request(ManufacturersAnswer, `/tecdoc/get-manufacturers?${query({ lang, year })}`);
  return answer.data.data.array.map((m) => ({ manuId: m.manuId, name: m.manuName }));
}

export async function fetchModels(lang: Locale, manuId: number, year?: number): Promise<ModelSeries[]> {
  const path = `/tecdoc/get-models?${query({ menuId: manuId, year, lang })}`;
  const answer = await request(ModelsAnswer, path);
  return answer.data.data.array.map((m) => ({
    modelId: m.modelId,
    name: m.modelname,
    yearFrom: m.yearOfConstrFrom,
    yearTo: m.yearOfConstrTo,
  }));
}

/** The engine variants of one model series. */
export async function fetchVehicles(lang: Locale, manuId: number, modelId: number): Promise<Vehicle[]> {
  const path = `/tecdoc/get-vehicles?${query({ menuId: manuId, modId: modelId, lang })}`;
  return (await request(VariantsAnswer, path)).data.data.array.map(toVehicle);
}

/** Details of saved or linked vehicles (at most 100 ids a call); unknown ids are left out of the answer. */
export async function fetchVehiclesByIds(carIds: number[]): Promise<Vehicle[]> {
  if (carIds.length === 0) return [];
  const answer = await request(VariantsAnswer, '/tecdoc/get-vehicles', {
    method: 'POST',
    body: { carids: carIds.slice(0, 100) },
  });
  return answer.data.data.array.map(toVehicle);
}

/** The plate lookup's path: the plate as typed (the server normalises it). */
export const registrationPath = (lang: Locale, plate: string) =>
  `/tecdoc/search-by-registration-number?${query({ registrationNumber: plate, lang })}`;

const toRegistrationMatch = (answer: v.InferOutput<typeof PlateMatchAnswer>): RegistrationMatch => ({
  plate: answer.registrationNumber,
  vehicle: toVehicle(answer.vehicle),
});

/** Plate → vehicle. Fails with PLATE_TOO_SHORT, VEHICLE_NOT_FOUND or REGISTER_UNAVAILABLE and the server's text. */
export async function lookupRegistration(lang: Locale, plate: string): Promise<RegistrationMatch> {
  return toRegistrationMatch(await request(PlateMatchAnswer, registrationPath(lang, plate)));
}

/** The match in an answer of the plate lookup, or undefined when it is not one. */
export function registrationOf(answer: unknown): RegistrationMatch | undefined {
  const parsed = v.safeParse(PlateMatchAnswer, answer);
  return parsed.success ? toRegistrationMatch(parsed.output) : undefined;
}

/** The plate's match as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export function seededRegistration(seed: Seed, lang: Locale, plate: string): RegistrationMatch | undefined {
  const answer = seed.answer(PlateMatchAnswer, registrationPath(lang, plate));
  return answer && toRegistrationMatch(answer);
}

/** VIN → the registered vehicle, or the maker's likely vehicles of that model year (best first). */
export async function lookupVin(lang: Locale, vin: string): Promise<VinMatch> {
  const answer = await request(VinMatchAnswer, `/tecdoc/search-by-vin?${query({ vin, lang })}`);
  return { vin: answer.vin, modelYear: answer.modelYear, vehicles: answer.data.data.array.map(toVehicle) };
}
