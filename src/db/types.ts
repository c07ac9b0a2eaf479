// The records kept in IndexedDB: the app's entities (src/domain/) plus what only storage needs (keys, order,
// when it was saved). Reads go through valibot schemas with a default for every field, so a record written by
// an older build or damaged on disk reads as something the UI can show.
import * as v from 'valibot';
import type { Brand, CategoryItem } from '../domain/catalog';
import type { AddressFields, CreateOrderInput, OrderDto } from '../domain/checkout';
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
  /** Preview only: the server prices every cart and order. */
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

/** A saved address of the signed-in user as last read from the server. */
export type AddressRecord = AddressFields & { id: number; default: boolean; userId: string; savedAt: number };

/**
 * An order on this device. `key` is `order:<id>` for an order the server has (`order` is its last-seen answer) and
 * `local:<idempotencyKey>` for one placed here that is still in the outbox (`state` waiting) or was refused
 * (`state` failed, with the server's reason). `userId` is null for a guest's order.
 */
export type OrderRecord = {
  key: string;
  userId: string | null;
  createdAt: number;
  state: 'waiting' | 'failed' | 'placed';
  order?: OrderDto;
  input?: CreateOrderInput;
  idempotencyKey?: string;
  outboxId?: number;
  /** The preview shown while waiting: the device's lines and totals when it was placed. */
  preview?: {
    items: CartLineRecord[];
    subtotal: number;
    shipping: number | null;
    tax: number;
    total: number;
  };
  error?: { code: string; message: string };
};
