// The PWA's copy of the postcode register (norway-postal-codes, ≈ 90 KB, ≈ 23 KB gzipped), loaded the first time an
// address form opens: a chunk of its own, never in the first-visit bundle. The service worker precaches every built
// chunk, so it loads offline too. A failed load is retried at the next call; until it loads, the form checks the
// postcode's shape only and the server checks the rest.
import { useEffect, useState } from 'react';
import { type CityOf, cityIn } from '../../domain/postcodes';

let loaded: CityOf | null = null;
let loading: Promise<CityOf> | null = null;

/** The register's lookup, loading it once. */
export function loadCityOf(): Promise<CityOf> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('norway-postal-codes').then(
    (module) => {
      loaded = cityIn(module.default);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The lookup once loaded (null until then, or when it cannot be had); starts loading it. */
export function useCityOf(): CityOf | null {
  const [cityOf, setCityOf] = useState<CityOf | null>(() => loaded);
  useEffect(() => {
    if (cityOf) return;
    let live = true;
    loadCityOf().then(
      (lookup) => live && setCityOf(() => lookup),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [cityOf]);
  return cityOf;
}
