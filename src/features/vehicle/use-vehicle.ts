import { fetchProductList, productListPath } from '../../api/products';
import { fetchVehiclesByIds, lookupRegistration } from '../../api/vehicles';
import { forgetRegistration, rememberRegistration } from '../../db/registrations';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useRemote } from '../../lib/use-remote';

/** The catalogue's details of one vehicle; null when the catalogue has no such carId. */
export function useVehicle(carId: number | null) {
  return useRemote(carId === null ? null : `vehicle:${carId}`, async () =>
    carId === null ? null : ((await fetchVehiclesByIds([carId]))[0] ?? null),
  );
}

/**
 * The top categories with how many of their parts fit the vehicle: the `category` facet of a one-item product
 * list for the vehicle, so the service worker keeps it like any list seen.
 */
export function useVehicleCategories(carId: number) {
  const { locale } = useLanguage();
  const request = {
    lang: locale,
    page: 1,
    sort: 'default' as const,
    filters: { vehicle: carId },
    perPage: 1,
  };
  return useRemote(productListPath(request), async () => {
    const page = await fetchProductList(request);
    const facet = page.filters.find((filter) => filter.type === 'category');
    return {
      total: page.total,
      items: facet && 'items' in facet ? facet.items.filter((item) => item.count > 0) : [],
    };
  });
}

/** A plate from the URL: looked up, kept among recent plates, forgotten when the register does not know it. */
export function usePlateLookup(plate: string | null) {
  const { locale } = useLanguage();
  const db = useDatabase();
  return useRemote(plate === null ? null : `plate:${plate}`, async () => {
    try {
      const match = await lookupRegistration(locale, plate ?? '');
      void rememberRegistration(db, match.plate).catch(() => undefined);
      return match;
    } catch (error) {
      const network = (error as { isNetwork?: boolean }).isNetwork;
      if (!network && plate) void forgetRegistration(db, plate).catch(() => undefined);
      throw error;
    }
  });
}
