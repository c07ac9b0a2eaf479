// Category tree and parts brands: GET /api/category/list/sidebaritems → data.data.array, GET /api/brand/list
// → data. Answers are checked with valibot; a failure throws ApiError like every call.
import * as v from 'valibot';
import type { Brand, CategoryItem } from '../domain/catalog';
import type { Locale } from '../domain/locale';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

const CategoryDto: v.GenericSchema<unknown, CategoryItem> = v.object({
  name: v.string(),
  slug: v.string(),
  value: v.array(v.number()),
  index: v.number(),
  layout: v.string(),
  image: v.string(),
  subItems: v.lazy(() => v.array(CategoryDto)),
});
const SidebarDto = v.object({ data: v.object({ data: v.object({ array: v.array(CategoryDto) }) }) });
const BrandsDto = v.object({
  data: v.array(v.object({ slug: v.string(), name: v.string(), country: v.string(), image: v.string() })),
});

export const categoryTreePath = (lang: Locale) => `/category/list/sidebaritems?lang=${lang}`;

export const fetchCategoryTree = async (lang: Locale): Promise<CategoryItem[]> =>
  (await request(SidebarDto, categoryTreePath(lang))).data.data.array;

/** The tree in an answer of the sidebar items, or undefined when it is not one. */
export const categoryTreeOf = (answer: unknown): CategoryItem[] | undefined => {
  const parsed = v.safeParse(SidebarDto, answer);
  return parsed.success ? parsed.output.data.data.array : undefined;
};

/** The tree as the page's HTML was rendered with it (src/first-visit/page-seed.ts), or undefined. */
export const seededCategoryTree = (seed: Seed, lang: Locale): CategoryItem[] | undefined =>
  seed.answer(SidebarDto, categoryTreePath(lang))?.data.data.array;

export const brandsPath = (lang: Locale) => `/brand/list?lang=${lang}`;

export const fetchBrands = async (lang: Locale): Promise<Brand[]> =>
  (await request(BrandsDto, brandsPath(lang))).data;

/** The brands in an answer of /brand/list, or undefined when it is not one. */
export const brandsOf = (answer: unknown): Brand[] | undefined => {
  const parsed = v.safeParse(BrandsDto, answer);
  return parsed.success ? parsed.output.data : undefined;
};

/** The brands as the page's HTML was rendered with them (src/first-visit/page-seed.ts), or undefined. */
export const seededBrands = (seed: Seed, lang: Locale): Brand[] | undefined =>
  seed.answer(BrandsDto, brandsPath(lang))?.data;
