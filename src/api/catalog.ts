// Category tree and parts brands: GET /api/category/list/sidebaritems → data.data.array, GET /api/brand/list
// → data. Answers are checked with valibot; a failure throws ApiError like every call. Both are kept by the service
// worker, so they are read with the catalogue's lenient schemas (src/domain/catalog.ts).
import * as v from 'valibot';
import { type Brand, BrandsAnswer, type CategoryItem, CategoryTreeAnswer } from '../domain/catalog';
import type { Locale } from '../domain/locale';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

export const categoryTreePath = (lang: Locale) => `/category/list/sidebaritems?lang=${lang}`;

export const fetchCategoryTree = async (lang: Locale): Promise<CategoryItem[]> =>
  (await request(CategoryTreeAnswer, categoryTreePath(lang))).data.data.array;

/** The tree in an answer of the sidebar items, or undefined when it is not one. */
export const categoryTreeOf = (answer: unknown): CategoryItem[] | undefined => {
  const parsed = v.safeParse(CategoryTreeAnswer, answer);
  return parsed.success ? parsed.output.data.data.array : undefined;
};

/** The tree as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export const seededCategoryTree = (seed: Seed, lang: Locale): CategoryItem[] | undefined =>
  seed.answer(CategoryTreeAnswer, categoryTreePath(lang))?.data.data.array;

export const brandsPath = (lang: Locale) => `/brand/list?lang=${lang}`;

export const fetchBrands = async (lang: Locale): Promise<Brand[]> =>
  (await request(BrandsAnswer, brandsPath(lang))).data;

/** The brands in an answer of /brand/list, or undefined when it is not one. */
export const brandsOf = (answer: unknown): Brand[] | undefined => {
  const parsed = v.safeParse(BrandsAnswer, answer);
  return parsed.success ? parsed.output.data : undefined;
};

/** The brands as the page's HTML was rendered with them (src/first-visit/page-seed.ts), or undefined. */
export const seededBrands = (seed: Seed, lang: Locale): Brand[] | undefined =>
  seed.answer(BrandsAnswer, brandsPath(lang))?.data;
