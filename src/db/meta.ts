// Saved-state version (docs/decisions.md "Saved-state version"): client state saved under a version other than 1 is
// ignored — cleared on open — and the version set to 1. The outbox is never cleared here: queued writes
// must still reach the server; the catalogue caches and settings are not client state and stay too.
import { AppDB, stateVersion } from './schema';

const key = 'stateVersion';
/** The cart's pickup choice (cart.ts) lives in meta beside the cart lines: client state, cleared with them. */
export const cartMetaKey = 'cart';
/** The cart's link to the server and the notice waiting for the page (cart-sync.ts): cleared with the cart, so a
 * reset device starts a new guest cart instead of emptying the server's. */
export const cartSyncMetaKey = 'cartSync';
export const cartNoticeMetaKey = 'cartNotice';
const clientMetaKeys = [cartMetaKey, cartSyncMetaKey, cartNoticeMetaKey];

export async function readStateVersion(db: AppDB): Promise<number | null> {
  const record = await db.meta.get(key);
  return typeof record?.value === 'number' ? record.value : null;
}

/** The tables holding what the user saved: cart, wishlist, compare, garage, registrations. */
const clientState = (db: AppDB) => [db.cart, db.wishlist, db.compare, db.garage, db.registrations];

/** Clears the saved client state when it carries another version (or none); true when it did. */
export function checkStateVersion(db: AppDB): Promise<boolean> {
  return db.transaction('rw', [db.meta, ...clientState(db)], async () => {
    if ((await readStateVersion(db)) === stateVersion) return false;
    await Promise.all(clientState(db).map((table) => table.clear()));
    await db.meta.bulkDelete(clientMetaKeys);
    await db.meta.put({ key, value: stateVersion });
    return true;
  });
}

/** Runs the version check on every open of `db`, before any other read or write gets through. */
export function guardStateVersion<T extends AppDB>(db: T): T {
  // The ready hook hands over a "vip" handle: only it may use the database while opening is not complete.
  db.on('ready', (vip) => checkStateVersion(vip as AppDB), true);
  return db;
}

/** Opens a database by name with the version check in place (tests and tools; the app uses db.ts). */
export async function openAppDB(name: string): Promise<AppDB> {
  const db = guardStateVersion(new AppDB(name));
  await db.open();
  return db;
}
