import { Hono } from 'hono';
import * as v from 'valibot';
import { minPlateLength, normalisePlate } from '../../../src/domain/plate';
import {
  ManufacturersAnswer,
  ModelsAnswer,
  PlateMatchAnswer,
  VariantsAnswer,
  VinMatchAnswer,
} from '../../../src/domain/vehicle';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { describe, errors, jsonBody, machineInput as machineErrors } from '../../lib/openapi/describe';
import { lang, positiveInt, year } from '../../lib/query';
import { machineInput, validate } from '../../lib/validate';
import { RegisterUnavailableError } from '../../services/vehicle-register/types';
import { checkVin, decodeVin, normaliseVin } from '../../services/vehicle-register/vin';

const CarIds = v.object({
  carids: v.pipe(
    v.array(
      v.pipe(v.number('carids must be numbers'), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
      'carids must be a list',
    ),
    v.maxLength(100, 'at most 100 carids'),
  ),
});

/** Vehicle side of the TecDoc-style calls: the cascade, vehicle details, plate and VIN lookups (docs/api.md). */
const tag = 'vehicle';

export const tecdocVehicleRoutes = ({ catalogue }: Deps) =>
  new Hono()
    .get(
      '/get-manufacturers',
      describe({
        tag,
        summary: 'The vehicle makes (of a year)',
        answers: { 200: ManufacturersAnswer },
        errors: machineErrors,
      }),
      validate('query', v.object({ lang, year }), machineInput),
      async (c) => {
        const array = await catalogue.manufacturers(c.req.valid('query').year);
        return c.json({ data: { data: { array } } });
      },
    )
    .get(
      '/get-models',
      describe({
        tag,
        summary: "A make's models",
        answers: { 200: ModelsAnswer },
        errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
      }),
      validate('query', v.object({ lang, year, menuId: positiveInt('menuId') }), machineInput),
      async (c) => {
        const { menuId, year } = c.req.valid('query');
        const array = await catalogue.modelSeries(menuId, year);
        if (!array) return apiError(c, 404, 'NOT_FOUND', 'manufacturerNotFound');
        return c.json({ data: { data: { array } } });
      },
    )
    .get(
      '/get-vehicles',
      describe({
        tag,
        summary: "A model's variants (engines)",
        answers: { 200: VariantsAnswer },
        errors: errors(machineErrors, { 404: ['NOT_FOUND'] }),
      }),
      validate(
        'query',
        v.object({ lang, menuId: positiveInt('menuId'), modId: positiveInt('modId') }),
        machineInput,
      ),
      async (c) => {
        const { menuId, modId } = c.req.valid('query');
        const array = await catalogue.vehicles(menuId, modId);
        if (!array) return apiError(c, 404, 'NOT_FOUND', 'modelNotFound');
        return c.json({ data: { data: { array } } });
      },
    )
    .post(
      '/get-vehicles',
      describe({
        tag,
        summary: 'Variants by their ids',
        answers: { 200: VariantsAnswer },
        errors: errors(machineErrors, jsonBody),
      }),
      validate('json', CarIds, machineInput),
      async (c) => {
        const array = await catalogue.vehicleDetails(c.req.valid('json').carids);
        return c.json({ data: { data: { array } } });
      },
    )
    .get(
      '/search-by-registration-number',
      describe({
        tag,
        summary: 'The vehicle of a Norwegian plate',
        answers: { 200: PlateMatchAnswer },
        errors: errors(machineErrors, {
          400: ['PLATE_TOO_SHORT'],
          404: ['VEHICLE_NOT_FOUND'],
          503: ['REGISTER_UNAVAILABLE'],
        }),
      }),
      validate(
        'query',
        v.object({ lang, registrationNumber: v.pipe(v.string(), v.maxLength(20)) }),
        machineInput,
      ),
      async (c) => {
        const plate = normalisePlate(c.req.valid('query').registrationNumber);
        if (plate.length < minPlateLength) return apiError(c, 400, 'PLATE_TOO_SHORT', 'plateTooShort');
        try {
          const match = await catalogue.byPlate(plate);
          if (!match) return apiError(c, 404, 'VEHICLE_NOT_FOUND', 'plateNotFound');
          return c.json({ ...match, registrationNumber: plate });
        } catch (error) {
          if (error instanceof RegisterUnavailableError) {
            return apiError(c, 503, 'REGISTER_UNAVAILABLE', 'registerUnavailable');
          }
          throw error;
        }
      },
    )
    .get(
      '/search-by-vin',
      describe({
        tag,
        summary: 'The variants a VIN may be',
        answers: { 200: VinMatchAnswer },
        errors: errors(machineErrors, { 400: ['INVALID_VIN'], 404: ['VEHICLE_NOT_FOUND'] }),
      }),
      validate('query', v.object({ lang, vin: v.pipe(v.string(), v.maxLength(40)) }), machineInput),
      async (c) => {
        const vin = normaliseVin(c.req.valid('query').vin);
        if (!checkVin(vin).ok) return apiError(c, 400, 'INVALID_VIN', 'invalidVin');
        const decoded = decodeVin(vin);
        const array = await catalogue.byVin(vin, decoded.make, decoded.modelYear);
        if (array.length === 0) return apiError(c, 404, 'VEHICLE_NOT_FOUND', 'vinNotFound');
        return c.json({ vin, make: decoded.make, modelYear: decoded.modelYear, data: { data: { array } } });
      },
    );
