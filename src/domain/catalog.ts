// The catalogue's category tree and brands as the app shows them, online and from the copy kept on
// the device; reads go through these schemas so a missing field gets a default.
import * as v from 'valibot';
import { pagingOf } from './paging';
import { listOf, numberOrZero, textOrEmpty } from './parse';

/** The catalogue's list answers: `data.data.array` (GET /api/category/list/sidebaritems, the vehicle cascade). */
export const dataArrayOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ data: v.object({ data: v.object({ array: v.array(item) }) }) });

/** Category sidebar item: about four levels of subItems. */
export type CategoryItem = {
  name: string;
  slug: string;
  value: number[];
  index: number;
  layout: string;
  image: string;
  subItems: CategoryItem[];
};
export const CategoryItemSchema: v.GenericSchema<unknown, CategoryItem> = v.object({
  name: v.string(),
  slug: v.string(),
  value: listOf(v.number()),
  index: numberOrZero,
  layout: textOrEmpty,
  image: textOrEmpty,
  subItems: v.lazy(() => listOf(CategoryItemSchema)),
});

export const BrandSchema = v.object({
  slug: v.string(),
  name: v.string(),
  country: textOrEmpty,
  image: textOrEmpty,
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/** GET /api/category/list/sidebaritems: the whole tree. */
export const CategoryTreeAnswer = dataArrayOf(CategoryItemSchema);

/** GET /api/brand/list. */
export const BrandsAnswer = v.object({ data: v.array(BrandSchema) });

/** A category as the admin's paged list shows it: `subItems` counts its children. */
export const AdminCategorySchema = v.object({
  name: v.string(),
  slug: v.string(),
  parent: v.nullable(v.string()),
  depth: v.number(),
  subItems: v.number(),
  value: v.array(v.number()),
});
export type AdminCategory = v.InferOutput<typeof AdminCategorySchema>;

/** GET /api/category/list/admin/sidebaritems (ADMIN). */
export const AdminCategoriesAnswer = v.object({ data: pagingOf(AdminCategorySchema) });
export type AdminCategoryPage = v.InferOutput<typeof AdminCategoriesAnswer>['data'];
