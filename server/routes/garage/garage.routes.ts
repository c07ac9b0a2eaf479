// /api/garage: the signed-in user's saved vehicles. Writes take
// an Idempotency-Key (the client's outbox sends one); keys are the user's own (middleware/auth.ts `userWrite`).
import { Hono } from 'hono';
import { SuccessAnswer } from '../../../src/domain/answers';
import { GarageAnswer, GarageVehicleAnswer } from '../../../src/domain/garage';
import type { Deps } from '../../deps';
import { fieldCodes, fieldError } from '../../lib/field-errors';
import { describe, errors, formInput, idempotent, jsonBody, signedIn } from '../../lib/openapi/describe';
import { validate } from '../../lib/validate';
import { requireUser, userWrite } from '../../middleware/auth';
import { CarIdParam, type GarageInput, GarageVehicle, MergeBody } from '../../services/garage/garage.schema';
import { addVehicle, listGarage, mergeGarage, removeVehicle } from '../../services/garage/garage-store';

/** 50 vehicles of the longest fields fit with room to spare. */
export const maxBodyBytes = 256 * 1024;

type Names = { manuName: string; modelname: string; typeName: string };
/** Make, model and engine the client left empty are the catalogue's, so every device can name the vehicle. */
const named = (vehicle: GarageInput, names: Names): GarageInput => ({
  ...vehicle,
  make: vehicle.make || names.manuName,
  model: vehicle.model || names.modelname,
  engine: vehicle.engine || names.typeName,
});

const tag = 'garage';
const session = 'required';

export const garageRoutes = (deps: Deps) => {
  const { db, catalogue } = deps;
  const write = userWrite(deps, maxBodyBytes);

  return new Hono()
    .get(
      '/',
      describe({
        tag,
        summary: "The user's saved vehicles",
        session,
        answers: { 200: GarageAnswer },
        errors: signedIn,
      }),
      requireUser(deps),
      async (c) => c.json({ vehicles: await listGarage(db, c.var.user.id) }),
    )
    .post(
      '/merge',
      describe({
        tag,
        summary: "Adds a device's vehicles to the user's, once each",
        session,
        answers: { 200: GarageAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('json', MergeBody, { invalid: 'garageInvalid' }),
      async (c) => {
        const seen = new Set<number>();
        const vehicles = c.req.valid('json').vehicles.filter((vehicle) => {
          if (seen.has(vehicle.carId)) return false;
          seen.add(vehicle.carId);
          return true;
        });
        const known = new Map(
          (await catalogue.vehicleDetails([...seen])).map((variant) => [
            variant.carId,
            variant.vehicleDetails,
          ]),
        );
        const unknown = c.req
          .valid('json')
          .vehicles.flatMap((vehicle, i) => (known.has(vehicle.carId) ? [] : [`vehicles.${i}.carId`]));
        if (unknown.length > 0) {
          return fieldError(c, Object.fromEntries(unknown.map((path) => [path, fieldCodes.unknownVehicle])));
        }
        const complete = vehicles.flatMap((vehicle) => {
          const names = known.get(vehicle.carId);
          return names ? [named(vehicle, names)] : [];
        });
        return c.json({ vehicles: await mergeGarage(db, c.var.user.id, complete) });
      },
    )
    .post(
      '/',
      describe({
        tag,
        summary: 'Saves a vehicle (200 when it was saved already)',
        session,
        answers: { 200: GarageVehicleAnswer, 201: GarageVehicleAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('json', GarageVehicle, { invalid: 'garageInvalid' }),
      async (c) => {
        const input = c.req.valid('json');
        const summary = await catalogue.vehicleSummary(input.carId);
        if (!summary) return fieldError(c, { carId: fieldCodes.unknownVehicle });
        const { vehicle, created } = await addVehicle(db, c.var.user.id, named(input, summary));
        return c.json({ vehicle }, created ? 201 : 200);
      },
    )
    .delete(
      '/:carId',
      describe({
        tag,
        summary: 'Removes a saved vehicle',
        session,
        answers: { 200: SuccessAnswer },
        errors: errors(signedIn, idempotent, jsonBody, formInput),
      }),
      ...write,
      validate('param', CarIdParam, { invalid: 'garageInvalid' }),
      async (c) => {
        await removeVehicle(db, c.var.user.id, c.req.valid('param').carId);
        return c.json({ success: true });
      },
    );
};
