// A user's saved vehicles in `user_vehicles`. Every read and write names the user, so one user never sees or
// changes another's; the unique (user_id, car_id) index keeps one row per vehicle however many requests race.
import { and, asc, eq } from 'drizzle-orm';
import type { ServerVehicle } from '../../../src/domain/garage';
import type { Db } from '../../db/client';
import { userVehicles } from '../../db/schema';
import type { GarageInput } from './garage.schema';

/** A saved vehicle as GET /api/garage answers it: the client's shape, and when it was saved. */
export type SavedVehicle = ServerVehicle & { createdAt: string };

const columns = {
  carId: userVehicles.carId,
  label: userVehicles.label,
  year: userVehicles.year,
  make: userVehicles.make,
  model: userVehicles.model,
  engine: userVehicles.engine,
  plate: userVehicles.plate,
  vin: userVehicles.vin,
  createdAt: userVehicles.createdAt,
};

type Row = Omit<SavedVehicle, 'createdAt'> & { createdAt: Date };
const toSaved = (row: Row): SavedVehicle => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The whole garage, oldest first. */
export async function listGarage(db: Db, userId: number): Promise<SavedVehicle[]> {
  const rows = await db
    .select(columns)
    .from(userVehicles)
    .where(eq(userVehicles.userId, userId))
    .orderBy(asc(userVehicles.createdAt), asc(userVehicles.id));
  return rows.map(toSaved);
}

/** Saves the vehicle unless it is there already; answers the saved one and whether it is new. */
export async function addVehicle(
  db: Db,
  userId: number,
  vehicle: GarageInput,
): Promise<{ vehicle: SavedVehicle; created: boolean }> {
  const [inserted] = await db
    .insert(userVehicles)
    .values({ ...vehicle, userId })
    .onConflictDoNothing({ target: [userVehicles.userId, userVehicles.carId] })
    .returning(columns);
  if (inserted) return { vehicle: toSaved(inserted), created: true };
  const [saved] = await db
    .select(columns)
    .from(userVehicles)
    .where(and(eq(userVehicles.userId, userId), eq(userVehicles.carId, vehicle.carId)));
  // Removed again between the insert and this read: save it once more.
  return saved ? { vehicle: toSaved(saved), created: false } : addVehicle(db, userId, vehicle);
}

/** Adds those not saved yet (in the order given), then answers the whole garage. */
export async function mergeGarage(db: Db, userId: number, vehicles: GarageInput[]): Promise<SavedVehicle[]> {
  if (vehicles.length > 0) {
    await db
      .insert(userVehicles)
      .values(vehicles.map((vehicle) => ({ ...vehicle, userId })))
      .onConflictDoNothing({ target: [userVehicles.userId, userVehicles.carId] });
  }
  return listGarage(db, userId);
}

export async function removeVehicle(db: Db, userId: number, carId: number): Promise<void> {
  await db.delete(userVehicles).where(and(eq(userVehicles.userId, userId), eq(userVehicles.carId, carId)));
}
