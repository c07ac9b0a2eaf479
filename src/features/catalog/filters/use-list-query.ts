import { useState } from 'react';
import { useSearch } from 'wouter';
import { type Filter, fetchProductList, listRequestFor, productListPath } from '../../../api/products';
import { useLanguage } from '../../../app/shell/use-language';
import { useRemote } from '../../../app/use-remote';
import { rememberProducts } from '../../../db/catalog';
import { db } from '../../../db/db';
import { parseListSearch, vehicleInEffect } from '../../../domain/product-list';
import { useCurrentVehicle } from '../../vehicle/use-garage';

/**
 * A product list as the URL describes it, with the garage's current vehicle applied when the URL names none.
 * The list waits for the garage to be read, so it is asked for once, not first without the vehicle.
 * `facets` are the last ones the server sent: the sidebar stays in place while the next page loads.
 */
export function useListQuery(category?: string) {
  const { locale } = useLanguage();
  const search = useSearch();
  const state = parseListSearch(search);
  const garage = useCurrentVehicle();
  const filters = category ? { ...state.filters, category } : state.filters;
  const vehicle = vehicleInEffect(filters, garage?.id ?? null);
  const request = garage === undefined ? null : listRequestFor(locale, search, category, garage?.id ?? null);
  const list = useRemote(request && productListPath(request), async () => {
    if (!request) throw new Error('no request');
    const page = await fetchProductList(request);
    // Kept for the product page, the cart and offline search; a full disk must not fail the list.
    void rememberProducts(db, page.items).catch(() => undefined);
    return page;
  });

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
