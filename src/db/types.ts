// The records kept in IndexedDB: the app's entities (src/domain/) plus what only storage needs (keys, order,
// when it was saved). Reads go through valibot schemas with a default for every field, so a record written by
// an older build or damaged on disk reads as something the UI can show.
import * as v from 'valibot';
import type { Brand, CategoryItem } from '../domain/catalog';
import type { AddressFields, CreateOrderInput, OrderDto } from '../domain/checkout';
import type { Locale } from '../domain/locale';
import type { PackPart } from '../domain/pack';
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

/**
 * A vehicle's offline parts pack (packs.ts). `state`: downloading (the downloader goes on from `cursor`), paused
 * (by the user), ready, or failed (`error`, shown with a retry). A refresh of a ready pack keeps it `ready` and
 * shows what it fetched in `refresh`. The pack belongs to the device, not the account: sign-out keeps it.
 */
export type PackRecord = {
  carId: number;
  /** The vehicle as the garage names it, for the storage page. */
  vehicle: { manuName: string; modelname: string; typeName: string };
  lang: Locale;
  state: 'downloading' | 'paused' | 'ready' | 'failed';
  /** The next page's cursor (null: start from the first page). */
  cursor: string | null;
  /** Chunks of the search index written so far (= pages stored). */
  chunks: number;
  /** The server's count of the vehicle's parts, and how many are stored. */
  total: number;
  stored: number;
  /** Bytes of JSON downloaded for the pack (its size on the device is about this). */
  bytes: number;
  /** The catalogue version (server clock, ms) the pack's prices are from; 0 before the first page. */
  version: number;
  startedAt: number;
  /** When the last full download or refresh finished; null before the first. */
  savedAt: number | null;
  /** A refresh under way: the version asked since, its cursor and what it fetched so far. */
  refresh?: { since: number; cursor: string | null; version: number; fetched: number } | null;
  error?: { code: string; message: string } | null;
};

/** A part of a pack, keyed by [carId, articleId]. */
export type PackPartRecord = PackPart & { carId: number };

/**
 * One chunk of a pack's index (pack-columns.ts), keyed by [carId, chunk]: the columns the search and the
 * offline lists read of the parts of one downloaded page, so they read a few records instead of every part. Text
 * columns hold one line per part ('\n' between), numbers are typed arrays: both are read back in one copy.
 */
export type PackSearchChunk = {
  carId: number;
  chunk: number;
  /** The parts' ids, in the order of the other columns. */
  ids: Float64Array;
  /** Review counts (the order within a rank, the default list order). */
  reviews: Uint32Array;
  /** Part types (genericArticleId). */
  generics: Int32Array;
  /** The price paid: the discount when on offer, else the price. */
  prices: Float64Array;
  /** The rating rounded as the server rounds it. */
  stars: Uint8Array;
  /** 1 when on offer (discount not null). */
  offers: Uint8Array;
  /** Normalised article numbers. */
  numbers: string;
  /** Normalised OE numbers, a space between a part's. */
  oeNumbers: string;
  /** Name, brand and tags, lowercased. */
  texts: string;
  /** The names lists sort by (articleName). */
  names: string;
  /** Brand slugs. */
  brands: string;
  /** Colours ('' for none). */
  colors: string;
  /** The brands' names by slug. */
  brandNames: Record<string, string>;
};
