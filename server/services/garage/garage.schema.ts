// What POST /garage and POST /garage/merge take: a catalogue carId, the label the garage shows, and optional year,
// make, model, engine, registration number (normalised like the register writes it) and VIN (ISO 3779).
import * as v from 'valibot';
import { plateField as plate } from '../../../src/domain/plate';
import { fieldCodes, maxDbInt, oneLine } from '../../lib/field-errors';
import { checkVin, normaliseVin } from '../vehicle-register/vin';

export const maxMergeVehicles = 50;

const carId = v.pipe(
  v.number(fieldCodes.invalid),
  v.integer(fieldCodes.invalid),
  v.minValue(1, fieldCodes.invalid),
  v.maxValue(maxDbInt, fieldCodes.unknownVehicle),
);

const words = (max: number) => oneLine(max, fieldCodes.invalid);

const vin = v.pipe(
  v.string(fieldCodes.vin),
  v.maxLength(40, fieldCodes.vin),
  v.transform(normaliseVin),
  v.check((value) => value === '' || checkVin(value).ok, fieldCodes.vin),
  v.transform((value) => value || null),
);

export const GarageVehicle = v.object({
  carId,
  label: v.pipe(words(200), v.nonEmpty(fieldCodes.required)),
  year: v.optional(
    v.nullable(
      v.pipe(
        v.number(fieldCodes.invalid),
        v.integer(fieldCodes.invalid),
        v.minValue(1900, fieldCodes.invalid),
        v.maxValue(2100, fieldCodes.invalid),
      ),
    ),
    null,
  ),
  make: v.optional(words(100), ''),
  model: v.optional(words(200), ''),
  engine: v.optional(words(200), ''),
  plate: v.optional(v.nullable(plate), null),
  vin: v.optional(v.nullable(vin), null),
});
export type GarageInput = v.InferOutput<typeof GarageVehicle>;

export const MergeBody = v.object({
  vehicles: v.pipe(
    v.array(GarageVehicle, fieldCodes.invalid),
    v.maxLength(maxMergeVehicles, fieldCodes.tooMany),
  ),
});

export const CarIdParam = v.object({
  carId: v.pipe(
    v.string(fieldCodes.invalid),
    v.regex(/^[1-9]\d{0,9}$/, fieldCodes.invalid),
    v.transform(Number),
    v.maxValue(maxDbInt, fieldCodes.invalid),
  ),
});
