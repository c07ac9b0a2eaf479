import { useMemo } from 'react';
import { type ProductPage, vehicleCategoriesRequest } from '../../api/products';
import { fetchVehiclesByIds, lookupRegistration, seededRegistration } from '../../api/vehicles';
import { forgetRegistration, rememberRegistration } from '../../db/registrations';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { type Remote, useRemote } from '../../lib/use-remote';
import { useProductList } from '../catalog/use-product-list';

/** The catalogue's details of one vehicle; null when the catalogue has no such carId. */
export function useVehicle(carId: number | null) {
  return useRemote(carId === null ? null : `vehicle:${carId}`, async () =>
    carId === null ? null : ((await fetchVehiclesByIds([carId]))[0] ?? null),
  );
}

/**
 * The top categories with how many of their parts fit the vehicle (vehicleCategoriesRequest): a list like any other,
 * so offline the vehicle's parts pack counts them when the service worker kept no answer.
 */
export function useVehicleCategories(carId: number): Remote<VehicleCategories> & { retry: () => void } {
  const { locale } = useLanguage();
  const list = useProductList(vehicleCategoriesRequest(locale, carId));
  const data = list.status === 'done' ? list.data : undefined;
  const categories = useMemo(() => data && categoriesOf(data), [data]);
  return categories
    ? { status: 'done', data: categories, retry: list.retry }
    : list.status === 'failed'
      ? list
      : { status: 'loading', retry: list.retry };
}

type VehicleCategories = ReturnType<typeof categoriesOf>;

const categoriesOf = (page: ProductPage) => {
  const facet = page.filters.find((filter) => filter.type === 'category');
  return {
    total: page.total,
    items: facet && 'items' in facet ? facet.items.filter((item) => item.count > 0) : [],
  };
};

/** A plate from the URL: looked up, kept among recent plates, forgotten when the register does not know it. */
export function usePlateLookup(plate: string | null) {
  const { locale } = useLanguage();
  const db = useDatabase();
  return useRemote(
    plate === null ? null : `plate:${plate}`,
    async () => {
      try {
        return await lookupRegistration(locale, plate ?? '');
      } catch (error) {
        const network = (error as { isNetwork?: boolean }).isNetwork;
        if (!network && plate) void forgetRegistration(db, plate).catch(() => undefined);
        throw error;
      }
    },
    {
      seeded: (seed) => (plate === null ? undefined : seededRegistration(seed, locale, plate)),
      keep: (match) => void rememberRegistration(db, match.plate).catch(() => undefined),
    },
  );
}
