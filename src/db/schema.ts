// The app's IndexedDB database: every table the UI reads from, offline or not, and the outbox of writes
// waiting for the server. Released version() blocks are never edited; a change is a new version with its
// own upgrade test (docs/decisions.md "Saved-state version").
import { Dexie, type EntityTable } from 'dexie';
import type { OutboxEntry } from '../domain/outbox';
import type {
  AddressRecord,
  BrandRecord,
  CartLineRecord,
  CategoryTreeRecord,
  GarageVehicleRecord,
  MetaRecord,
  OrderRecord,
  PackPartRecord,
  PackRecord,
  PackSearchChunk,
  ProductRecord,
  RegistrationRecord,
  SavedProductRecord,
  SettingsRecord,
} from './types';

/** Version of the saved client state; stored in meta under `stateVersion`. */
export const stateVersion = 1;

export class AppDB extends Dexie {
  declare categories: EntityTable<CategoryTreeRecord, 'lang'>;
  declare brands: EntityTable<BrandRecord, 'slug'>;
  declare products: EntityTable<ProductRecord, 'articleId'>;
  declare garage: EntityTable<GarageVehicleRecord, 'id'>;
  declare cart: EntityTable<CartLineRecord, 'articleId'>;
  declare wishlist: EntityTable<SavedProductRecord, 'articleId'>;
  declare compare: EntityTable<SavedProductRecord, 'articleId'>;
  declare registrations: EntityTable<RegistrationRecord, 'registrationNumber'>;
  declare settings: EntityTable<SettingsRecord, 'id'>;
  declare outbox: EntityTable<OutboxEntry, 'id'>;
  declare meta: EntityTable<MetaRecord, 'key'>;
  declare addresses: EntityTable<AddressRecord, 'id'>;
  declare orders: EntityTable<OrderRecord, 'key'>;
  declare packs: EntityTable<PackRecord, 'carId'>;
  declare packParts: Dexie.Table<PackPartRecord, [number, number]>;
  declare packSearch: Dexie.Table<PackSearchChunk, [number, number]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      categories: 'lang',
      brands: 'slug, index',
      products: 'articleId, seenAt',
      // `current` is a boolean and booleans are not IndexedDB keys: the garage is small, filter it in memory.
      garage: 'id',
      cart: 'articleId, addedAt',
      wishlist: 'articleId, addedAt',
      compare: 'articleId, addedAt',
      registrations: 'registrationNumber, timestamp',
      settings: 'id',
      outbox: '++id, stream, state',
      meta: 'key',
    });
    // The signed-in user's saved addresses and orders as last seen (readable offline), and orders
    // placed on this device that wait in the outbox. Both are new tables: nothing to upgrade.
    this.version(2).stores({
      addresses: 'id, userId',
      orders: 'key, userId, createdAt',
    });
    // Offline parts packs (packs.ts, pack-*.ts): one record per vehicle saved for offline, its parts, and its search index
    // in chunks (one per page downloaded). New tables: nothing to upgrade.
    this.version(3).stores({
      packs: 'carId',
      // By the primary key's range per pack (packs.ts partsOf); by article for a product page.
      packParts: '[carId+articleId], articleId',
      packSearch: '[carId+chunk]',
    });
    // A new database starts with the current saved-state version, so it is not mistaken for an old one.
    this.on('populate', (tx) => tx.table('meta').add({ key: 'stateVersion', value: stateVersion }));
  }
}
