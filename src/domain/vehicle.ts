// The catalogue's vehicle shapes as the app uses them, and the answers of the vehicle calls they come from:
// src/api/vehicles.ts maps the answers to these, and the machines work on them. The service worker keeps the
// answers, so they are read leniently: a field an older answer lacks gets a default.
import * as v from 'valibot';
import { dataArrayOf } from './catalog';

export type Manufacturer = { manuId: number; name: string };
/** Years of construction are YYYYMM numbers; `yearTo` null while still built. */
export type ModelSeries = { modelId: number; name: string; yearFrom: number; yearTo: number | null };
export type Vehicle = {
  carId: number;
  manuId: number;
  modelId: number;
  make: string;
  model: string;
  /** The variant's type name, e.g. "1.6 TDI". */
  engine: string;
  yearFrom: number;
  yearTo: number | null;
  ccm: number | null;
  kw: number;
  hp: number;
  fuel: string;
  motorCode: string;
};

/** A vehicle in the garage: id is the catalogue carId; one vehicle at most is current. */
export type GarageVehicle = {
  id: number;
  year: number;
  make: string;
  model: string;
  engine: string;
  current: boolean;
};

const text = v.nullish(v.string(), '');
const yearTo = v.nullish(v.number(), null);

/** One engine variant of a model series, as the cascade, the plate and the VIN lookups answer it. */
export const VehicleVariantSchema = v.object({
  carId: v.number(),
  vehicleDetails: v.object({
    manuId: v.number(),
    modId: v.number(),
    manuName: text,
    modelname: text,
    typeName: text,
    yearOfConstrFrom: v.number(),
    yearOfConstrTo: yearTo,
    ccmTech: v.nullish(v.number(), null),
    powerKwFrom: v.optional(v.number(), 0),
    powerHpFrom: v.optional(v.number(), 0),
    fuel: text,
  }),
  motorCode: text,
});
export type VehicleVariant = v.InferOutput<typeof VehicleVariantSchema>;

/** GET /api/tecdoc/get-manufacturers. */
export const ManufacturersAnswer = dataArrayOf(v.object({ manuId: v.number(), manuName: v.string() }));

/** GET /api/tecdoc/get-models: a maker's model series. */
export const ModelsAnswer = dataArrayOf(
  v.object({
    modelId: v.number(),
    modelname: v.string(),
    yearOfConstrFrom: v.number(),
    yearOfConstrTo: yearTo,
  }),
);

/** GET and POST /api/tecdoc/get-vehicles: engine variants. */
export const VariantsAnswer = dataArrayOf(VehicleVariantSchema);

/** GET /api/tecdoc/search-by-registration-number: the plate as the register has it, and its vehicle. */
export const PlateMatchAnswer = v.object({ registrationNumber: v.string(), vehicle: VehicleVariantSchema });

/** GET /api/tecdoc/search-by-vin: the VIN's model year and the vehicles it may be, best first. */
export const VinMatchAnswer = v.object({
  vin: v.string(),
  make: v.nullish(v.string(), null),
  modelYear: v.nullish(v.number(), null),
  ...VariantsAnswer.entries,
});
