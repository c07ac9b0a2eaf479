// The catalogue's category tree and brands as the app shows them, online and from the copy kept on
// the device; reads go through these schemas so a missing field gets a default.
import * as v from 'valibot';
import { listOf, numberOrZero, textOrEmpty } from './parse';

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
