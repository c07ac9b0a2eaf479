// The catalogue service the routes depend on: the local TecDoc-shaped tables behind one object, with an
// in-process LRU cache, since the catalogue only changes when it is re-seeded. Register lookups are not cached.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { Locale } from '../../lib/locale';
import type { VehicleRegister } from '../vehicle-register/types';
import { brandList, brandsWithCounts, sidebarItemBySlug, sidebarItems, topCategories } from './categories';
import { articleFitsVehicle } from './fitment';
import { listProducts } from './listing';
import { featuredProducts, productByNumber, productDetail, productsByIds } from './products';
import { searchProducts, searchSuggestions } from './search';
import type { ListQuery, SearchQuery } from './types';
import {
  listManufacturers,
  listModelSeries,
  listVehicles,
  matchOf,
  matchRegisterHit,
  registrationByVin,
  vehicleDetails,
  vehicleSummary,
  vehiclesOfMakeAndYear,
} from './vehicles';

export type Catalogue = ReturnType<typeof createLocalCatalogue>;

export function createLocalCatalogue(db: Db, register: VehicleRegister, options: { cache?: boolean } = {}) {
  const cache = new LRUCache<string, { value: unknown }>({ max: 20_000, ttl: 15 * 60_000 });
  const useCache = options.cache ?? true;
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!useCache) return load();
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value as T);
    return load().then((value) => {
      cache.set(key, { value });
      return value;
    });
  };
  const brands = (limit?: number) => cached(`brands:${limit}`, () => brandList(db, limit));
  const summary = (carId: number) => cached(`summary:${carId}`, () => vehicleSummary(db, carId));

  return {
    brands,
    brandsWithCounts: () => cached('brandsWithCounts', () => brandsWithCounts(db)),
    sidebarItems: (lang: Locale) => cached(`sidebar:${lang}`, () => sidebarItems(db, lang)),
    sidebarItem: (slug: string, lang: Locale) =>
      cached(`sidebar:${lang}:${slug}`, () => sidebarItemBySlug(db, slug, lang)),
    topCategories: (lang: Locale) => cached(`top:${lang}`, () => topCategories(db, lang)),
    list: (query: ListQuery) =>
      cached(`list:${JSON.stringify(query)}`, () => listProducts(db, query, summary)),
    search: (query: SearchQuery) =>
      cached(`search:${JSON.stringify(query)}`, async () => searchProducts(db, query, await brands())),
    suggestions: (search: string, lang: Locale) =>
      cached(`suggest:${lang}:${search}`, async () => searchSuggestions(db, search, lang, await brands())),
    featured: (lang: Locale) => cached(`featured:${lang}`, () => featuredProducts(db, lang)),
    byNumber: (number: string, lang: Locale) =>
      cached(`number:${lang}:${number}`, () => productByNumber(db, number, lang)),
    product: (articleId: number, lang: Locale) =>
      cached(`product:${lang}:${articleId}`, () =>
        productsByIds(db, [articleId], lang).then((list) => list[0] ?? null),
      ),
    detail: (articleId: number, lang: Locale) =>
      cached(`detail:${lang}:${articleId}`, () => productDetail(db, articleId, lang)),
    fits: (articleId: number, carId: number) =>
      cached(`fits:${articleId}:${carId}`, () => articleFitsVehicle(db, articleId, carId)),
    manufacturers: (year?: number) => cached(`manu:${year}`, () => listManufacturers(db, year)),
    modelSeries: (manuId: number, year?: number) =>
      cached(`models:${manuId}:${year}`, () => listModelSeries(db, manuId, year)),
    vehicles: (manuId: number, modelId: number) =>
      cached(`vehicles:${manuId}:${modelId}`, () => listVehicles(db, manuId, modelId)),
    vehicleDetails: (carIds: number[]) => vehicleDetails(db, carIds),
    vehicleSummary: summary,
    /** Throws RegisterUnavailableError when an external register fails. */
    byPlate: async (plate: string) => {
      const hit = await register.lookup(plate);
      return hit ? matchRegisterHit(db, hit) : null;
    },
    byVin: async (vin: string, make: string | null, modelYear: number | null) => {
      const registered = await registrationByVin(db, vin);
      if (registered) {
        const match = await matchOf(db, registered.carId);
        return match ? [match.vehicle] : [];
      }
      return make ? vehiclesOfMakeAndYear(db, make, modelYear) : [];
    },
  };
}
