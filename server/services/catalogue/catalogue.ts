// The catalogue service the routes depend on: the local TecDoc-shaped tables behind one object, with an
// in-process answer cache that follows the catalogue's version in the database (answer-cache.ts), so a change
// reaches every process at once. Register lookups are not cached.
import type { Db } from '../../db/client';
import type { Locale } from '../../lib/locale';
import type { VehicleRegister } from '../vehicle-register/types';
import { type AnswerCacheOptions, createAnswerCache } from './answer-cache';
import { articleTag, LISTS } from './catalogue-version';
import {
  brandList,
  brandsWithCounts,
  flattenTree,
  searchCategories,
  sidebarItemBySlug,
  sidebarItems,
  topCategories,
} from './categories';
import { setArticleFeatured } from './featured';
import { articleFitsVehicle } from './fitment';
import { listProducts } from './listing';
import { listCategory } from './listing-scope';
import { articlesByNumbers } from './part-numbers';
import { priceChangeTags, setArticlePrice } from './price';
import { featuredProducts, paging, productByNumber, productDetail, productsByIds } from './products';
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

export type CatalogueOptions = {
  /** false → no answer is kept in memory. */
  cache?: boolean;
  /** The bound of the kept answers' JSON text in bytes (default 64 MB: CATALOGUE_CACHE_MB). */
  cacheMaxBytes?: number;
};

export function createLocalCatalogue(db: Db, register: VehicleRegister, options: CatalogueOptions = {}) {
  const cacheOptions: AnswerCacheOptions = {
    enabled: options.cache ?? true,
    maxBytes: options.cacheMaxBytes,
  };
  const answers = createAnswerCache(db, cacheOptions);
  const cached = answers.get;
  // An answer's tags: the articles it holds (a change of their stock forgets it) and, for lists, LISTS (answer-cache.ts).
  const productTags = (products: { articleId: number }[]) =>
    products.map((product) => articleTag(product.articleId));
  const pageTags = (page: { items: { articleId: number }[] } | null) => productTags(page?.items ?? []);
  const listTags = (page: { items: { articleId: number }[] } | null) => [LISTS, ...pageTags(page)];
  const productTag = (product: { articleId: number } | null) =>
    product ? [articleTag(product.articleId)] : [];
  const brands = (limit?: number) => cached(`brands:${limit}`, () => brandList(db, limit));
  const summary = (carId: number) => cached(`summary:${carId}`, () => vehicleSummary(db, carId));
  const sidebar = (lang: Locale) => cached(`sidebar:${lang}`, () => sidebarItems(db, lang));
  const listCategoryOf = (slug: string | undefined) =>
    cached(`list-category:${slug}`, () => listCategory(db, slug));

  return {
    brands,
    brandsWithCounts: () => cached('brandsWithCounts', () => brandsWithCounts(db)),
    sidebarItems: sidebar,
    /** Admin: the tree as one list, filtered by name or slug, one page of it. */
    adminCategories: async (query: { lang: Locale; page: number; perPage: number; search?: string }) => {
      const found = searchCategories(flattenTree(await sidebar(query.lang)), query.search);
      const start = (query.page - 1) * query.perPage;
      return paging(found.slice(start, start + query.perPage), found.length, query.page, query.perPage);
    },
    sidebarItem: (slug: string, lang: Locale) =>
      cached(`sidebar:${lang}:${slug}`, () => sidebarItemBySlug(db, slug, lang)),
    topCategories: (lang: Locale) => cached(`top:${lang}`, () => topCategories(db, lang)),
    list: (query: ListQuery) =>
      cached(
        `list:${JSON.stringify(query)}`,
        () => listProducts(db, query, summary, listCategoryOf),
        listTags,
      ),
    search: (query: SearchQuery) =>
      cached(
        `search:${JSON.stringify(query)}`,
        async () => searchProducts(db, query, await brands()),
        pageTags,
      ),
    suggestions: (search: string, lang: Locale) =>
      cached(
        `suggest:${lang}:${search}`,
        async () => searchSuggestions(db, search, lang, await brands()),
        (found) => productTags(found.products),
      ),
    featured: (lang: Locale) => cached(`featured:${lang}`, () => featuredProducts(db, lang), productTags),
    byNumber: (number: string, lang: Locale) =>
      cached(`number:${lang}:${number}`, () => productByNumber(db, number, lang), productTag),
    /** Quick order: every brand's articles of each number (part-numbers.ts); read now, not cached. */
    byNumbers: (numbers: readonly string[], lang: Locale) => articlesByNumbers(db, numbers, lang),
    product: (articleId: number, lang: Locale) =>
      cached(
        `product:${lang}:${articleId}`,
        () => productsByIds(db, [articleId], lang).then((list) => list[0] ?? null),
        productTag,
      ),
    detail: (articleId: number, lang: Locale) =>
      cached(`detail:${lang}:${articleId}`, () => productDetail(db, articleId, lang), productTag),
    fits: (articleId: number, carId: number) =>
      cached(`fits:${articleId}:${carId}`, () => articleFitsVehicle(db, articleId, carId)),
    manufacturers: (year?: number) => cached(`manu:${year}`, () => listManufacturers(db, year)),
    modelSeries: (manuId: number, year?: number) =>
      cached(`models:${manuId}:${year}`, () => listModelSeries(db, manuId, year)),
    vehicles: (manuId: number, modelId: number) =>
      cached(`vehicles:${manuId}:${modelId}`, () => listVehicles(db, manuId, modelId)),
    vehicleDetails: (carIds: number[]) => vehicleDetails(db, carIds),
    /** Admin: marks the article shown for `articleNumber` as featured or not; null for an unknown number. */
    setFeatured: async (articleNumber: string, isFeatured: boolean) => {
      const change = await setArticleFeatured(db, articleNumber, isFeatured);
      if (change?.version != null) answers.changed(change.version);
      return change;
    },
    /** Admin: sets an article's price and sale price (whole kroner); null for an unknown article. */
    setPrice: async (articleId: number, price: number, discount: number | null) => {
      const change = await setArticlePrice(db, articleId, price, discount);
      if (change?.version != null) answers.changed(change.version, priceChangeTags(articleId));
      return change;
    },
    /**
     * Another write raised the catalogue's version to `version`: forget at once the answers with `tags` (an order's
     * stock reservation: its articles' tags), or everything.
     */
    changed: answers.changed,
    /** The answer cache's counters since start and its memory now (the benchmark prints them). */
    cacheStats: answers.stats,
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
