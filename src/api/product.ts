// One product: GET /api/product/item (the GET form of the contract's POST, so the service worker can keep it) and
// GET /api/tecdoc/get-product-by-article-number. Offline, answers the SW kept are served; others fail with
// ApiError NETWORK. An unknown product is null, not an error; other failures throw ApiError.
import * as v from 'valibot';
import type { Locale } from '../domain/locale';
import { normalisePartNumber } from '../domain/part-number';
import {
  ProductByNumberAnswer,
  type ProductDetail,
  ProductDetailAnswer,
  type ProductSummary,
} from '../domain/product';
import type { Seed } from '../first-visit/page-seed';
import { ApiError, request } from './client';
import { toProductSummary, withDiscountRule } from './products';

const toProductDetail = (detail: ProductDetail): ProductDetail => withDiscountRule(detail);

/** Parameters in a fixed order, so one product for one vehicle has one cache key. */
export function productDetailPath(lang: Locale, id: number, carId?: number | null): string {
  const params = new URLSearchParams({ id: String(id), lang });
  if (carId) params.set('carId', String(carId));
  return `/product/item?${params}`;
}

const nullWhenNotFound = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/** The product page's data; `fits` answers for `carId` (null without one). Null for an unknown id. */
export function fetchProductDetail(
  lang: Locale,
  id: number,
  carId?: number | null,
): Promise<ProductDetail | null> {
  return request(ProductDetailAnswer, productDetailPath(lang, id, carId)).then(
    (answer) => toProductDetail(answer.product),
    nullWhenNotFound,
  );
}

/** The product in an answer of /product/item, or undefined when it is not one. */
export function productDetailOf(answer: unknown): ProductDetail | undefined {
  const parsed = v.safeParse(ProductDetailAnswer, answer);
  return parsed.success ? toProductDetail(parsed.output.product) : undefined;
}

/** The product as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export function seededProductDetail(seed: Seed, lang: Locale, id: number, carId?: number | null) {
  const answer = seed.answer(ProductDetailAnswer, productDetailPath(lang, id, carId));
  return answer && toProductDetail(answer.product);
}

/**
 * The lookup of article number `n` however it was typed ('0 986-479.a12'): the number goes normalised, as the
 * server compares it, so every spelling shares one cache entry. Null when nothing is left to look up.
 */
export function productByArticleNumberPath(lang: Locale, n: string): string | null {
  const number = normalisePartNumber(n);
  if (!number) return null;
  return `/tecdoc/get-product-by-article-number?${new URLSearchParams({ lang, articleNumber: number })}`;
}

/** The product with article number `n` however it was typed. Null when no article has that number. */
export function fetchProductByArticleNumber(lang: Locale, n: string): Promise<ProductSummary | null> {
  const path = productByArticleNumberPath(lang, n);
  if (!path) return Promise.resolve(null);
  return request(ProductByNumberAnswer, path).then(
    (answer) => toProductSummary(answer.product),
    nullWhenNotFound,
  );
}

/** The product in an answer of the article-number lookup, or undefined when it is not one. */
export function productByArticleNumberOf(answer: unknown): ProductSummary | undefined {
  const parsed = v.safeParse(ProductByNumberAnswer, answer);
  return parsed.success ? toProductSummary(parsed.output.product) : undefined;
}

/** The looked-up product as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export function seededProductByArticleNumber(seed: Seed, lang: Locale, n: string) {
  const path = productByArticleNumberPath(lang, n);
  const answer = path ? seed.answer(ProductByNumberAnswer, path) : undefined;
  return answer && toProductSummary(answer.product);
}
