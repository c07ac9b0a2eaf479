// The register carried in the database (the default when no SVV_API_KEY is set): plate → catalogue vehicle.
// It is local, so it never throws RegisterUnavailableError.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrations } from '../../db/schema';
import type { RegisterHit, VehicleRegister } from './types';

export function createEmbeddedRegister(db: Db): VehicleRegister {
  return {
    async lookup(plate: string): Promise<RegisterHit | null> {
      const [row] = await db.select().from(registrations).where(eq(registrations.plate, plate));
      if (!row) return null;
      return {
        plate: row.plate,
        vin: row.vin,
        make: '',
        model: '',
        motorCode: null,
        powerKw: null,
        fuel: null,
        firstRegistration: row.firstRegistration,
        carId: row.carId,
      };
    },
  };
}
