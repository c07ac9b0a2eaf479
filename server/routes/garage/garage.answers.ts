// The answers of /api/garage, as the API document shows them.
import * as v from 'valibot';

export const SavedVehicle = v.object({
  carId: v.number(),
  label: v.string(),
  year: v.nullable(v.number()),
  make: v.string(),
  model: v.string(),
  engine: v.string(),
  plate: v.nullable(v.string()),
  vin: v.nullable(v.string()),
  createdAt: v.string(),
});

export const Vehicles = v.object({ vehicles: v.array(SavedVehicle) });
export const OneVehicle = v.object({ vehicle: SavedVehicle });
