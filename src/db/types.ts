// The records kept in IndexedDB and the valibot schemas their reads go through. Every field has a default,
// so a record written by an older build or damaged on disk reads as something the UI can show.
import * as v from 'valibot';
import type { Settings } from '../api/settings';
import type { Locale } from '../domain/locale';

/** Keeps the items that parse and drops the rest, so one bad entry does not empty a whole list. */
export function keepValid<T>(schema: v.GenericSchema<unknown, T>, items: readonly unknown[]): T[] {
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

export const listOf = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.pipe(
    v.optional(v.array(v.unknown()), []),
    v.transform((items) => keepValid(schema, items)),
  );

const text = v.optional(v.string(), '');
const count = v.optional(v.number(), 0);

/** Category sidebar item (spec §3): about four levels of subItems. */
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
  index: count,
  layout: text,
  image: text,
  subItems: v.lazy(() => listOf(CategoryItemSchema)),
});
export type CategoryTreeRecord = { lang: Locale; items: CategoryItem[]; savedAt: number };

export const BrandSchema = v.object({ slug: v.string(), name: v.string(), country: text, image: text });
export type Brand = v.InferOutput<typeof BrandSchema>;
export type BrandRecord = Brand & { index: number };

const ImageSchema = v.object({
  imageURL100: text,
  imageURL200: text,
  imageURL400: text,
  imageURL800: text,
});

/** The part of a catalogue product (spec §3) the app shows offline: lists, product page, cart lines. */
export const ProductSummarySchema = v.object({
  articleId: v.number(),
  articleNumber: v.string(),
  articleName: text,
  name: text,
  alfa: text,
  mfrName: text,
  brandSlug: text,
  articleText: listOf(v.string()),
  images: listOf(ImageSchema),
  price: count,
  discount: v.optional(v.nullable(v.number()), null),
  stock: v.optional(v.picklist(['in-stock', 'out-of-stock', 'on-backorder']), 'in-stock'),
  rating: count,
  reviews: count,
  tags: listOf(v.string()),
  /** Criteria table rows (spec: product page, compare page); unit null when the value has none. */
  criteria: listOf(
    v.object({ name: v.string(), value: v.string(), unit: v.optional(v.nullable(v.string()), null) }),
  ),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;
export const ProductRecordSchema = v.object({ ...ProductSummarySchema.entries, seenAt: count });
export type ProductRecord = v.InferOutput<typeof ProductRecordSchema>;

export type CartLineRecord = {
  articleId: number;
  articleNumber: string;
  product: ProductSummary;
  options: Record<string, string>;
  /** Preview only: the server prices every cart and order (ARCHITECTURE rule 4). */
  price: number;
  quantity: number;
  addedAt: number;
};

/** Wishlist and compare items: keyed by articleId (the product's id; its _id is the same number as text). */
export type SavedProductRecord = { articleId: number; product: ProductSummary; addedAt: number };

/** Vehicle in the garage (spec §3): id is the catalogue carId; one vehicle at most is current. */
export type GarageVehicleRecord = {
  id: number;
  year: number;
  make: string;
  model: string;
  engine: string;
  current: boolean;
};

export const RegistrationSchema = v.object({
  registrationNumber: v.string(),
  timestamp: count,
  searchType: v.optional(v.string(), 'registration'),
});
export type RegistrationRecord = v.InferOutput<typeof RegistrationSchema>;

/** The one settings record (id 'site'): the copy of the server's site settings shown offline. */
export type SettingsRecord = { id: 'site'; value: Settings; savedAt: number };

export type MetaRecord = { key: string; value: unknown };
