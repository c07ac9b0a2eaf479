// The signed-in user's saved addresses as last read from the server (table `addresses`), so the address pages and
// the checkout read them offline. Only server answers are written here: a change is made on the server first (it
// needs the network) and its answer, or the list read after it, lands here. Reads skip damaged records.
import * as v from 'valibot';
import type { SavedAddress } from '../domain/address';
import { keepValid, textOrEmpty } from '../domain/parse';
import type { AppDB } from './schema';

const AddressRecordSchema = v.object({
  id: v.number(),
  userId: v.string(),
  firstName: textOrEmpty,
  lastName: textOrEmpty,
  company: textOrEmpty,
  address1: textOrEmpty,
  address2: textOrEmpty,
  postcode: textOrEmpty,
  city: textOrEmpty,
  email: textOrEmpty,
  phone: textOrEmpty,
  default: v.optional(v.boolean(), false),
});

const toSaved = ({ userId: _user, ...address }: v.InferOutput<typeof AddressRecordSchema>): SavedAddress =>
  address;

/** The user's saved addresses as last seen, oldest first (the server's order); [] when none was seen. */
export async function listSavedAddresses(db: AppDB, userId: string): Promise<SavedAddress[]> {
  const records = await db.addresses.where('userId').equals(userId).toArray();
  return keepValid(AddressRecordSchema, records)
    .sort((a, b) => a.id - b.id)
    .map(toSaved);
}

/** One of the user's saved addresses as last seen, or null. */
export async function readSavedAddress(db: AppDB, userId: string, id: number): Promise<SavedAddress | null> {
  const parsed = v.safeParse(AddressRecordSchema, await db.addresses.get(id));
  return parsed.success && parsed.output.userId === userId ? toSaved(parsed.output) : null;
}

/** The server's list replaces what the device had of the user's addresses. */
export function keepAddressList(db: AppDB, userId: string, list: readonly SavedAddress[]): Promise<void> {
  const savedAt = Date.now();
  return db.transaction('rw', db.addresses, async () => {
    await db.addresses.where('userId').equals(userId).delete();
    await db.addresses.bulkPut(list.map((address) => ({ ...address, userId, savedAt })));
  });
}

/** An address the server has just saved; when it is the default, the others of the user no longer are. */
export function keepSavedAddress(db: AppDB, userId: string, address: SavedAddress): Promise<void> {
  return db.transaction('rw', db.addresses, async () => {
    if (address.default) {
      await db.addresses
        .where('userId')
        .equals(userId)
        .modify((record) => {
          record.default = false;
        });
    }
    await db.addresses.put({ ...address, userId, savedAt: Date.now() });
  });
}

/** An address the server has deleted (the list read next says which one is the default now). */
export async function forgetSavedAddress(db: AppDB, id: number): Promise<void> {
  await db.addresses.delete(id);
}

/** Sign-out: the device keeps no one's addresses. */
export async function forgetAllAddresses(db: AppDB): Promise<void> {
  await db.addresses.clear();
}
