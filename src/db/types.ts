// The records kept in IndexedDB: the app's entities (src/domain/) plus what only storage needs (keys, order,
// when it was saved). Reads go through valibot schemas with a default for every field, so a record written by
// an older build or damaged on disk reads as something the UI can show.
import * as v from 'valibot';
import type { Brand, CategoryItem } from '../domain/catalog';
import type { Locale } from '../domain/locale';
import { numberOrZero } from '../domain/parse';
import { type ProductSummary, ProductSummarySchema } from '../domain/product';
import type { Settings } from '../domain/settings';
import type { GarageVehicle } from '../domain/vehicle';

export type CategoryTreeRecord = { lang: Locale; items: CategoryItem[]; savedAt: number };

export type BrandRecord = Brand & { index: number };

export const ProductRecordSchema = v.object({ ...ProductSummarySchema.entries, seenAt: numberOrZero });
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

/** A vehicle in the garage; one at most is current. */
export type GarageVehicleRecord = GarageVehicle;

export const RegistrationSchema = v.object({
  registrationNumber: v.string(),
  timestamp: numberOrZero,
  searchType: v.optional(v.string(), 'registration'),
});
export type RegistrationRecord = v.InferOutput<typeof RegistrationSchema>;

/** The one settings record (id 'site'): the copy of the server's site settings shown offline. */
export type SettingsRecord = { id: 'site'; value: Settings; savedAt: number };

export type MetaRecord = { key: string; value: unknown };
