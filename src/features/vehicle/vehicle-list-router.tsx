import { type ReactNode, useMemo } from 'react';
import { Router, useRouter } from 'wouter';
import { vehicleListSearch } from '../../domain/vehicle-parts-query';
import { hookedSearch, searchOf } from '../../lib/search-hook';

type Props = {
  /** The page's own path, e.g. "/all" or "/catalog". */
  path: string;
  carId: number;
  /** Query keys that name the vehicle on this page (motorID…, or brand/model/engine on /catalog). */
  pageKeys: string[];
  /** What names the vehicle in this page's links (e.g. { motorID: "10133" }). */
  pageParams: Record<string, string>;
  children: ReactNode;
};

/**
 * ProductList reads its vehicle filter from `vehicle=` in the URL. Pages that name the vehicle otherwise
 * (/all?motorID=…, /catalog?brand&model&engine) wrap it in this router: the list sees `vehicle=<carId>` instead
 * of the page's keys, and its links and navigation (sort, pages) are written back in the page's own form.
 */
export function VehicleListRouter({ path, carId, pageKeys, pageParams, children }: Props) {
  const parent = useRouter();
  const keys = pageKeys.join(',');
  const params = JSON.stringify(pageParams);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` and `params` stand for the arrays and object.
  const options = useMemo(() => {
    const toPage = (href: string) => pageHref(href, { path, carId, pageParams });
    return {
      searchHook: () => hookedSearch(vehicleListSearch(searchOf(parent.searchHook(parent)), pageKeys, carId)),
      hrefs: (href: string) => parent.hrefs(toPage(href), parent),
      aroundNav: ((navigate, to, options) =>
        parent.aroundNav(
          navigate,
          typeof to === 'string' ? toPage(to) : to,
          options,
        )) as typeof parent.aroundNav,
    };
  }, [parent, path, carId, keys, params]);
  return <Router {...options}>{children}</Router>;
}

/**
 * A link of the list, written for this page: `/all?vehicle=1&page=2` → `/all?motorID=1&page=2`. Without the
 * vehicle, or with `vehicle=all`, it leads to the whole list; with another vehicle, to that vehicle's page.
 */
export function pageHref(
  href: string,
  { path, carId, pageParams }: { path: string; carId: number; pageParams: Record<string, string> },
): string {
  const [target, query = ''] = href.split('?');
  if (target !== path) return href;
  const list = new URLSearchParams(query);
  const vehicle = list.get('vehicle') ?? '';
  // No vehicle, or `vehicle=all` (the garage's vehicle turned off): the whole list, as the list asked.
  if (!/^\d+$/.test(vehicle)) return `/catalog/products${query ? `?${query}` : ''}`;
  list.delete('vehicle');
  const same = vehicle === String(carId);
  const search = new URLSearchParams(same ? pageParams : { motorID: vehicle });
  for (const [key, value] of list) search.append(key, value);
  return `${same ? path : '/all'}?${search}`;
}
