// Product lists: GET /api/tecdoc/get-products → a paging result of products and the list's facets.
// The service worker keeps the answers seen (stale-while-revalidate), so a list opened before loads offline;
// one never opened fails with ApiError NETWORK, which the page turns into a message.
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import type { ProductSummary } from '../domain/product';
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

const text = v.nullish(v.string(), '');
const ImageDto = v.object({ imageURL100: text, imageURL200: text, imageURL400: text, imageURL800: text });

export const ProductDto = v.object({
  articleId: v.number(),
  articleNumber: v.string(),
  articleName: text,
  name: text,
  alfa: text,
  mfrName: text,
  brandSlug: text,
  articleText: v.optional(v.array(v.string()), []),
  images: v.optional(v.array(ImageDto), []),
  price: v.number(),
  discount: v.nullish(v.number(), null),
  stock: v.optional(v.picklist(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
  rating: v.optional(v.number(), 0),
  reviews: v.optional(v.number(), 0),
  tags: v.optional(v.array(v.string()), []),
  criteria: v.optional(
    v.array(v.object({ name: v.string(), value: v.string(), unit: v.nullish(v.string(), null) })),
    [],
  ),
});

/** The card part of a product; the discount applies only when it is below the price. */
export const toProductSummary = (dto: v.InferOutput<typeof ProductDto>): ProductSummary => ({
  ...dto,
  discount: dto.discount !== null && dto.discount < dto.price ? dto.discount : null,
});

const FilterItemDto = v.object({ slug: v.string(), name: v.string(), count: v.number() });
const VehicleDto = v.object({
  carId: v.number(),
  manuName: text,
  modelname: text,
  typeName: text,
});
const FilterDto = v.variant('type', [
  v.object({
    type: v.picklist(['check', 'color', 'rating']),
    slug: v.string(),
    value: v.array(v.string()),
    items: v.array(FilterItemDto),
  }),
  v.object({ type: v.literal('radio'), slug: v.string(), value: v.string(), items: v.array(FilterItemDto) }),
  v.object({
    type: v.literal('range'),
    slug: v.string(),
    min: v.number(),
    max: v.number(),
    value: v.tuple([v.number(), v.number()]),
  }),
  v.object({
    type: v.literal('vehicle'),
    slug: v.string(),
    value: v.nullable(v.number()),
    vehicle: v.nullable(VehicleDto),
  }),
  v.object({
    type: v.literal('category'),
    slug: v.string(),
    value: v.nullable(v.string()),
    items: v.array(FilterItemDto),
  }),
]);
export type Filter = v.InferOutput<typeof FilterDto>;

const ListDto = v.object({
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  from: v.number(),
  to: v.number(),
  items: v.array(ProductDto),
  filters: v.optional(v.array(FilterDto), []),
});

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

const toProductPage = (answer: v.InferOutput<typeof ListDto>): ProductPage => ({
  ...answer,
  items: answer.items.map(toProductSummary),
});

export async function fetchProductList(query: ProductListRequest): Promise<ProductPage> {
  return toProductPage(await request(ListDto, productListPath(query)));
}

/** The list in an answer of get-products, or undefined when it is not one. */
export function productPageOf(answer: unknown): ProductPage | undefined {
  const parsed = v.safeParse(ListDto, answer);
  return parsed.success ? toProductPage(parsed.output) : undefined;
}

/** The list as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export function seededProductList(seed: Seed, query: ProductListRequest): ProductPage | undefined {
  const answer = seed.answer(ListDto, productListPath(query));
  return answer && toProductPage(answer);
}

const FeaturedDto = v.object({ articles: v.array(ProductDto) });

/** Home shows this many featured articles. */
export const featuredShown = 8;

export const featuredProductsPath = (lang: Locale) =>
  `/tecdoc/get-feature-products?lang=${lang}&limit=${featuredShown}`;

/** The featured articles home shows (GET /api/tecdoc/get-feature-products → articles). */
export async function fetchFeaturedProducts(lang: Locale): Promise<ProductSummary[]> {
  return (await request(FeaturedDto, featuredProductsPath(lang))).articles.map(toProductSummary);
}

/** The featured articles in an answer, or undefined when it is not one. */
export function featuredProductsOf(answer: unknown): ProductSummary[] | undefined {
  const parsed = v.safeParse(FeaturedDto, answer);
  return parsed.success ? parsed.output.articles.map(toProductSummary) : undefined;
}

/** The featured articles as the page's HTML was rendered with them (src/first-visit/page-seed.ts), or undefined. */
export function seededFeaturedProducts(seed: Seed, lang: Locale): ProductSummary[] | undefined {
  return seed.answer(FeaturedDto, featuredProductsPath(lang))?.articles.map(toProductSummary);
}
