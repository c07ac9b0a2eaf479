// Kept apart from catalog-by-vehicle.tsx so /catalog can ask without loading the vehicle code.

/** Whether /catalog's query asks for the catalogue by vehicle (`/catalog?brand&model&engine` as ids). */
export const isCatalogByVehicle = (search: string) => {
  const params = new URLSearchParams(search);
  return ['brand', 'model', 'engine'].some((key) => /^\d{1,10}$/.test(params.get(key) ?? ''));
};
