import { Hono } from 'hono';
import * as v from 'valibot';
import { minPlateLength, normalisePlate } from '../../../src/domain/plate';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { machineInput, validate } from '../../lib/validate';
import { RegisterUnavailableError } from '../../services/vehicle-register/types';
import { checkVin, decodeVin, normaliseVin } from '../../services/vin';
import { lang, positiveInt, year } from './query';

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
export const tecdocVehicleRoutes = ({ catalogue }: Deps) =>
  new Hono()
    .get('/get-manufacturers', validate('query', v.object({ lang, year }), machineInput), async (c) => {
      const array = await catalogue.manufacturers(c.req.valid('query').year);
      return c.json({ data: { data: { array } } });
    })
    .get(
      '/get-models',
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
    .post('/get-vehicles', validate('json', CarIds, machineInput), async (c) => {
      const array = await catalogue.vehicleDetails(c.req.valid('json').carids);
      return c.json({ data: { data: { array } } });
    })
    .get(
      '/search-by-registration-number',
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
