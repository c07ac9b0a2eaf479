// Product lists: GET /api/tecdoc/get-products → a paging result of products and the list's facets.
// The service worker keeps the answers seen (stale-while-revalidate), so a list opened before loads offline;
// one never opened fails with ApiError NETWORK, which the page turns into a message.
import * as v from 'valibot';
import { FeaturedAnswer, type Filter, ProductListAnswer } from '../domain/listing';
import type { Locale } from '../domain/locale';
import { type ProductSummary, summaryOf } from '../domain/product';
import {
  defaultPerPage,
  type FilterValues,
  filterPairs,
  type ListState,
  type Sort,
  vehicleInEffect,
} from '../domain/product-list';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

/** The card part of a product; the discount applies only when it is below the price. */
export const toProductSummary = (product: ProductSummary): ProductSummary =>
  withDiscountRule(summaryOf(product));

/** A product with its discount only when that is below the price. */
export const withDiscountRule = <P extends ProductSummary>(product: P): P => ({
  ...product,
  discount: product.discount !== null && product.discount < product.price ? product.discount : null,
});

export type { Filter };

export type ProductPage = {
  total: number;
  page: number;
  pages: number;
  from: number;
  to: number;
  items: ProductSummary[];
  filters: Filter[];
  /** Set on a list answered from an offline parts pack (src/db/pack-query.ts): the server's clock (ms) its prices are from. */
  pricedAt?: number;
};

export type ProductListRequest = {
  lang: Locale;
  page: number;
  sort: Sort;
  filters: FilterValues;
  perPage?: number;
};

/**
 * The list a page's address asks for (`state`, parsed from its query string), in `category` when the route names
 * one, with the garage's current vehicle applied when the address names none.
 */
export function listRequestFor(
  lang: Locale,
  state: ListState,
  category: string | undefined,
  garageCarId: number | null,
): ProductListRequest {
  const filters = category ? { ...state.filters, category } : state.filters;
  const { carId } = vehicleInEffect(filters, garageCarId);
  return { lang, page: state.page, sort: state.sort, filters: { ...filters, vehicle: carId } };
}

/**
 * The vehicle's top categories with their counts (src/features/vehicle): the `category` facet of a one-item list
 * for the vehicle, so the service worker keeps it like any list seen.
 */
export const vehicleCategoriesRequest = (lang: Locale, carId: number): ProductListRequest => ({
  lang,
  page: 1,
  sort: 'default',
  filters: { vehicle: carId },
  perPage: 1,
});

/** The request path; parameters in a fixed order so the same list always has the same cache key. */
export function productListPath({ lang, page, sort, filters, perPage = defaultPerPage }: ProductListRequest) {
  const params = new URLSearchParams({ lang, page: String(page), perPage: String(perPage) });
  for (const [name, value] of filterPairs(filters)) params.set(name === 'vehicle' ? 'carId' : name, value);
  params.set('sort', sort);
  return `/tecdoc/get-products?${params}`;
}

const toProductPage = (answer: v.InferOutput<typeof ProductListAnswer>): ProductPage => ({
  ...answer,
  items: answer.items.map(toProductSummary),
});

export async function fetchProductList(query: ProductListRequest): Promise<ProductPage> {
  return toProductPage(await request(ProductListAnswer, productListPath(query)));
}

/** The list in an answer of get-products, or undefined when it is not one. */
export function productPageOf(answer: unknown): ProductPage | undefined {
  const parsed = v.safeParse(ProductListAnswer, answer);
  return parsed.success ? toProductPage(parsed.output) : undefined;
}

/** The list as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export function seededProductList(seed: Seed, query: ProductListRequest): ProductPage | undefined {
  const answer = seed.answer(ProductListAnswer, productListPath(query));
  return answer && toProductPage(answer);
}

/** Home shows this many featured articles. */
export const featuredShown = 8;

export const featuredProductsPath = (lang: Locale) =>
  `/tecdoc/get-feature-products?lang=${lang}&limit=${featuredShown}`;

/** The featured articles home shows (GET /api/tecdoc/get-feature-products → articles). */
export async function fetchFeaturedProducts(lang: Locale): Promise<ProductSummary[]> {
  return (await request(FeaturedAnswer, featuredProductsPath(lang))).articles.map(toProductSummary);
}

/** The featured articles in an answer, or undefined when it is not one. */
export function featuredProductsOf(answer: unknown): ProductSummary[] | undefined {
  const parsed = v.safeParse(FeaturedAnswer, answer);
  return parsed.success ? parsed.output.articles.map(toProductSummary) : undefined;
}

/** The featured articles as the page's HTML was rendered with them (src/first-visit/page-seed.ts), or undefined. */
export function seededFeaturedProducts(seed: Seed, lang: Locale): ProductSummary[] | undefined {
  return seed.answer(FeaturedAnswer, featuredProductsPath(lang))?.articles.map(toProductSummary);
}
