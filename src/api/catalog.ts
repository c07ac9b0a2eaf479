// Category tree and parts brands: GET /api/category/list/sidebaritems → data.data.array, GET /api/brand/list
// → data (spec §7). Answers are checked with valibot; a failure throws ApiError like every call.
import * as v from 'valibot';
import type { Brand, CategoryItem } from '../db/types';
import type { Locale } from '../domain/locale';
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

export const fetchCategoryTree = async (lang: Locale): Promise<CategoryItem[]> =>
  (await request(SidebarDto, `/category/list/sidebaritems?lang=${lang}`)).data.data.array;

export const fetchBrands = async (lang: Locale): Promise<Brand[]> =>
  (await request(BrandsDto, `/brand/list?lang=${lang}`)).data;
