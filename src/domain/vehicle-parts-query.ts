// How /all's query names its vehicle, and the query the parts list then sees: one copy for the page
// (src/features/vehicle) and for what the server reads to draw it (src/api/page-data.ts).

/** The query keys that name the vehicle on /all: /all?motorID=<carId>, or /all?registreringsNummer=<plate>&parts. */
export const vehiclePartsKeys = ['motorID', 'registreringsNummer', 'parts'];

const carIdOf = (raw: string | null) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The vehicle /all's query names: a carId (motorID, or the list filter's `vehicle`), else a plate, else none. */
export function vehiclePartsQuery(search: string): { carId: number | null; plate: string | null } {
  const params = new URLSearchParams(search);
  // `vehicle` is the list filter's name; a link into the list may carry it instead of motorID.
  const carId = carIdOf(params.get('motorID')) ?? carIdOf(params.get('vehicle'));
  return { carId, plate: carId === null ? params.get('registreringsNummer')?.trim() || null : null };
}

/**
 * The query the vehicle's product list reads on a page that names the vehicle its own way (`pageKeys`): those keys
 * left out, `vehicle=<carId>` in (src/features/vehicle/vehicle-list-router.tsx).
 */
export function vehicleListSearch(search: string, pageKeys: readonly string[], carId: number): string {
  const params = new URLSearchParams(search);
  for (const key of pageKeys) params.delete(key);
  params.set('vehicle', String(carId));
  return params.toString();
}
