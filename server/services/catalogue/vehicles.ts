// The vehicle side of the catalogue: the manufacturer → model series → vehicle cascade, vehicle details, and
// matching a register hit (plate or VIN) to catalogue vehicles. Pure reads.
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { manufacturers, modelSeries, registrations, vehicles } from '../../db/schema';
import type { RegisterHit } from '../vehicle-register/types';
import type { Manufacturer, ModelSeries, VehicleMatch, VehicleSummary, VehicleVariant } from './types';

/** Series built at some time in `year` (YYYYMM windows). */
const builtIn = (year: number): SQL =>
  and(
    sql`${modelSeries.yearOfConstrFrom} <= ${year * 100 + 12}`,
    or(isNull(modelSeries.yearOfConstrTo), sql`${modelSeries.yearOfConstrTo} >= ${year * 100 + 1}`),
  ) as SQL;

export async function listManufacturers(db: Db, year?: number): Promise<Manufacturer[]> {
  const where = year
    ? inArray(
        manufacturers.manuId,
        db.select({ id: modelSeries.manuId }).from(modelSeries).where(builtIn(year)),
      )
    : undefined;
  return db
    .select({ manuId: manufacturers.manuId, manuName: manufacturers.manuName })
    .from(manufacturers)
    .where(where)
    .orderBy(asc(manufacturers.manuName));
}

/** null when the manufacturer is unknown. */
export async function listModelSeries(db: Db, manuId: number, year?: number): Promise<ModelSeries[] | null> {
  const [known] = await db
    .select({ id: manufacturers.manuId })
    .from(manufacturers)
    .where(eq(manufacturers.manuId, manuId));
  if (!known) return null;
  return db
    .select({
      modelId: modelSeries.modelId,
      modelname: modelSeries.modelname,
      yearOfConstrFrom: modelSeries.yearOfConstrFrom,
      yearOfConstrTo: modelSeries.yearOfConstrTo,
    })
    .from(modelSeries)
    .where(and(eq(modelSeries.manuId, manuId), year ? builtIn(year) : undefined))
    .orderBy(asc(modelSeries.modelname), asc(modelSeries.yearOfConstrFrom));
}

const variantColumns = {
  carId: vehicles.carId,
  manuId: manufacturers.manuId,
  modId: modelSeries.modelId,
  manuName: manufacturers.manuName,
  modelname: modelSeries.modelname,
  typeName: vehicles.typeName,
  yearOfConstrFrom: vehicles.yearOfConstrFrom,
  yearOfConstrTo: vehicles.yearOfConstrTo,
  ccmTech: vehicles.ccmTech,
  powerKwFrom: vehicles.powerKwFrom,
  powerHpFrom: vehicles.powerHpFrom,
  fuel: vehicles.fuel,
  body: vehicles.body,
  motorCode: vehicles.motorCode,
};

async function selectVariants(
  db: Db,
  where: SQL | undefined,
  limit = 500,
  first: SQL[] = [],
): Promise<VehicleVariant[]> {
  const rows = await db
    .select(variantColumns)
    .from(vehicles)
    .innerJoin(modelSeries, eq(modelSeries.modelId, vehicles.modelId))
    .innerJoin(manufacturers, eq(manufacturers.manuId, modelSeries.manuId))
    .where(where)
    .orderBy(...first, asc(vehicles.typeName), asc(vehicles.powerKwFrom), asc(vehicles.carId))
    .limit(limit);
  return rows.map(({ motorCode, ...details }) => ({
    carId: details.carId,
    vehicleDetails: details,
    motorCode,
  }));
}

/** null when the model series is unknown or not the manufacturer's. */
export async function listVehicles(
  db: Db,
  manuId: number,
  modelId: number,
): Promise<VehicleVariant[] | null> {
  const [known] = await db
    .select({ id: modelSeries.modelId })
    .from(modelSeries)
    .where(and(eq(modelSeries.modelId, modelId), eq(modelSeries.manuId, manuId)));
  return known ? selectVariants(db, eq(vehicles.modelId, modelId)) : null;
}

export const vehicleDetails = (db: Db, carIds: number[]) =>
  carIds.length === 0 ? Promise.resolve([]) : selectVariants(db, inArray(vehicles.carId, carIds));

export async function vehicleSummary(db: Db, carId: number): Promise<VehicleSummary | null> {
  const [variant] = await vehicleDetails(db, [carId]);
  if (!variant) return null;
  const d = variant.vehicleDetails;
  return {
    carId,
    manuName: d.manuName,
    modelname: d.modelname,
    typeName: d.typeName,
    yearOfConstrFrom: d.yearOfConstrFrom,
    yearOfConstrTo: d.yearOfConstrTo,
  };
}

export async function matchOf(db: Db, carId: number): Promise<VehicleMatch | null> {
  const [vehicle] = await vehicleDetails(db, [carId]);
  if (!vehicle) return null;
  return { menuId: vehicle.vehicleDetails.manuId, modId: vehicle.vehicleDetails.modId, carId, vehicle };
}

// Statens vegvesen writes makes as registered; the catalogue writes them as TecDoc does.
const registerMakes: Record<string, string> = {
  VOLKSWAGEN: 'VW',
  'VOLKSWAGEN AG': 'VW',
  ŠKODA: 'SKODA',
  CITROEN: 'CITROËN',
  'MERCEDES BENZ': 'MERCEDES-BENZ',
  'LAND ROVER LTD': 'LAND ROVER',
};

/**
 * The catalogue vehicle a register entry describes: same make, a series whose name starts with the model and
 * whose production window holds the first registration, then the best engine by code, power and fuel.
 */
export async function matchRegisterHit(db: Db, hit: RegisterHit): Promise<VehicleMatch | null> {
  if (hit.carId) return matchOf(db, hit.carId);
  const make = registerMakes[hit.make.toUpperCase()] ?? hit.make.toUpperCase();
  const model = hit.model.trim().split(/\s+/)[0] ?? '';
  const yyyymm = hit.firstRegistration ? Number(hit.firstRegistration.slice(0, 7).replace('-', '')) : null;
  const candidates = await selectVariants(
    db,
    and(
      eq(manufacturers.manuName, make),
      model ? ilike(modelSeries.modelname, `${model.replace(/[\\%_]/g, '')}%`) : undefined,
      yyyymm
        ? and(
            sql`${vehicles.yearOfConstrFrom} <= ${yyyymm + 100}`,
            or(isNull(vehicles.yearOfConstrTo), sql`${vehicles.yearOfConstrTo} >= ${yyyymm - 100}`),
          )
        : undefined,
    ),
    2000,
  );
  const score = (v: VehicleVariant) =>
    (hit.motorCode && v.motorCode.split(/,\s*/).includes(hit.motorCode.toUpperCase()) ? 4 : 0) +
    (hit.powerKw && Math.abs(v.vehicleDetails.powerKwFrom - hit.powerKw) <= 2 ? 2 : 0) +
    (hit.fuel && fuelOf(hit.fuel) === v.vehicleDetails.fuel ? 1 : 0);
  const best = candidates.sort((a, b) => score(b) - score(a))[0];
  return best ? matchOf(db, best.carId) : null;
}

const fuelOf = (registered: string) => {
  const value = registered.toLowerCase();
  if (value.includes('diesel')) return 'diesel';
  if (value.includes('elektr')) return 'electric';
  if (value.includes('bensin') || value.includes('petrol')) return 'petrol';
  return value;
};

export async function registrationByVin(db: Db, vin: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.vin, vin));
  return row ?? null;
}

/** Catalogue vehicles of a make built in a model year, most common series first (VIN without a register hit). */
export const vehiclesOfMakeAndYear = (db: Db, make: string, year: number | null) =>
  selectVariants(db, and(eq(manufacturers.manuName, make), year ? builtIn(year) : undefined), 50, [
    desc(modelSeries.popularity),
    asc(modelSeries.modelname),
  ]);
