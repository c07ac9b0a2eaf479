import type { KeptProductDetail } from '../../db/product-detail';

/**
 * Whether a kept product fits `carId` without asking the server: the server's answer when it was given for
 * that vehicle, else the vehicle list when it is complete; null when it cannot be told (or no vehicle).
 */
export function keptFit(
  kept: Pick<KeptProductDetail, 'detail' | 'carId'>,
  carId: number | null,
): boolean | null {
  if (carId === null) return null;
  if (kept.carId === carId) return kept.detail.fits;
  const { total, vehicles } = kept.detail.compatibility;
  if (vehicles.length >= total) return vehicles.some((vehicle) => vehicle.carId === carId);
  return vehicles.some((vehicle) => vehicle.carId === carId) ? true : null;
}
