// The signed-in user's saved addresses for the address pages and the checkout: read from the device's copy
// (db/addresses.ts), which follows the server whenever a page opens online; and the changes, each made on the server
// first (they need the network) and then kept on the device from its answer.
import { useLiveQuery } from 'dexie-react-hooks';
import {
  type AddressInput,
  addAddress,
  deleteAddress,
  fetchAddress,
  fetchAddresses,
  updateAddress,
} from '../../api/addresses';
import {
  forgetSavedAddress,
  keepAddressList,
  keepSavedAddress,
  listSavedAddresses,
  readSavedAddress,
} from '../../db/addresses';
import type { AppDB } from '../../db/schema';
import { fieldsOf, type SavedAddress } from '../../domain/address';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { type Freshness, useRefresh } from '../../lib/use-refresh';

/** The user's addresses as last seen (undefined while the device reads them), refreshed from the server online. */
export function useSavedAddresses(): { addresses: SavedAddress[] | undefined; freshness: Freshness } {
  const db = useDatabase();
  const userId = useSession().user?._id ?? null;
  const addresses = useLiveQuery(
    () => (userId ? listSavedAddresses(db, userId) : Promise.resolve([])),
    [db, userId],
  );
  const freshness = useRefresh(
    userId ? async () => keepAddressList(db, userId, await fetchAddresses()) : null,
    [db, userId],
  );
  return { addresses, freshness };
}

/**
 * One address as last seen (undefined while the device reads it, null when it has none), refreshed from the
 * server online; `missing` once the server says the user has no such address (the device forgets it then).
 */
export function useSavedAddress(id: number | null): {
  address: SavedAddress | null | undefined;
  missing: boolean;
} {
  const db = useDatabase();
  const userId = useSession().user?._id ?? null;
  const address = useLiveQuery(
    () => (userId && id !== null ? readSavedAddress(db, userId, id) : Promise.resolve(null)),
    [db, userId, id],
  );
  const freshness = useRefresh(
    userId && id !== null
      ? () =>
          fetchAddress(id).then(
            (found) => keepSavedAddress(db, userId, found),
            async (error: { status?: number }) => {
              if (error.status === 404) await forgetSavedAddress(db, id);
              throw error;
            },
          )
      : null,
    [db, userId, id],
  );
  return { address, missing: id === null || freshness === 'missing' };
}

/** After a delete the server may have moved the default: the list as it has it now. */
async function reread(db: AppDB, userId: string) {
  await keepAddressList(db, userId, await fetchAddresses()).catch(() => undefined);
}

/** The changes of the address pages; each throws the server's ApiError. */
export const addressIntents = {
  /** Saves a new address (id null) or replaces one; the answer is kept on the device. */
  async save(db: AppDB, userId: string, id: number | null, input: AddressInput, key: string) {
    const saved = id === null ? await addAddress(input, key) : await updateAddress(id, input, key);
    await keepSavedAddress(db, userId, saved);
    return saved;
  },
  async makeDefault(db: AppDB, userId: string, address: SavedAddress) {
    const saved = await updateAddress(
      address.id,
      { ...fieldsOf(address), default: true },
      crypto.randomUUID(),
    );
    await keepSavedAddress(db, userId, saved);
  },
  async remove(db: AppDB, userId: string, id: number) {
    // Already gone (deleted on another device): the same outcome.
    await deleteAddress(id, crypto.randomUUID()).catch((error: { status?: number }) => {
      if (error.status !== 404) throw error;
    });
    await forgetSavedAddress(db, id);
    await reread(db, userId);
  },
};
