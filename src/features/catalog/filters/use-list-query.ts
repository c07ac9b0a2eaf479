import { useState } from 'react';
import { useSearch } from 'wouter';
import { type Filter, listRequestFor, productListPath } from '../../../api/products';
import { parseListSearch, vehicleInEffect } from '../../../domain/product-list';
import { usePageSeed } from '../../../lib/page-seed';
import { useLanguage } from '../../../lib/use-language';
import { useCurrentVehicle } from '../../vehicle/use-garage';
import { useProductList } from '../use-product-list';

/**
 * A product list as the URL describes it, with the garage's current vehicle applied when the URL names none.
 * The list waits for the garage to be read, so it is asked for once, not first without the vehicle.
 * `facets` are the last ones the server sent: the sidebar stays in place while the next page loads.
 */
export function useListQuery(category?: string) {
  const { locale } = useLanguage();
  const state = parseListSearch(useSearch());
  const garage = useCurrentVehicle();
  const seed = usePageSeed();
  const vehicle = vehicleInEffect(state.filters, garage?.id ?? null);
  // The page rendered by the server (a first visit: no garage yet) shows its list while the garage is read.
  const withoutGarage = listRequestFor(locale, state, category, null);
  const list = useProductList(
    garage === undefined
      ? seed.has(productListPath(withoutGarage))
        ? withoutGarage
        : null
      : listRequestFor(locale, state, category, garage?.id ?? null),
  );

  const [facets, setFacets] = useState<{ key: string; facets: Filter[] } | null>(null);
  const key = `${locale}:${category ?? ''}`;
  if (list.status === 'done' && facets?.facets !== list.data.filters) {
    setFacets({ key, facets: list.data.filters });
  }
  return {
    state,
    list,
    vehicle,
    garage: garage ?? null,
    facets: facets?.key === key ? facets.facets : null,
  };
}
