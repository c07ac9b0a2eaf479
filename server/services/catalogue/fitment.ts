// Whether an article is linked to a vehicle (article_vehicles), for "fits your vehicle" on the product page.
// A pure read on the seeded catalogue; a vehicle the catalogue does not know fits nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleVehicles } from '../../db/schema';

export async function articleFitsVehicle(db: Db, articleId: number, carId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(articleVehicles)
    .where(and(eq(articleVehicles.articleId, articleId), eq(articleVehicles.carId, carId)))
    .limit(1);
  return rows.length > 0;
}
