// A user's saved addresses in `addresses`. Every read and write names the user, so one user never sees or changes
// another's. Exactly one address is the default: each write locks the user's row first (so a user's writes run one
// after another, on any number of server processes) and moves the default inside the same transaction; the partial
// unique index `addresses_one_default_idx` holds the rule at the database as well.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { SavedAddress } from '../../../src/domain/address';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema';
import { lockUser } from '../../lib/lock-user';
import type { AddressFields } from './address.schema';

/** A saved address as every call answers it (src/domain/address.ts SavedAddressSchema). */
export type Address = SavedAddress;

type Row = typeof addresses.$inferSelect;

const toAddress = (row: Row): Address => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  postcode: row.postcode,
  email: row.email,
  phone: row.phone,
  default: row.isDefault,
});

const fieldsOf = ({ default: _default, ...fields }: AddressFields) => fields;
const oldestFirst = [asc(addresses.createdAt), asc(addresses.id)];
const mine = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

const clearDefault = (tx: Tx, userId: number) =>
  tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));

/** All the user's addresses, oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(...oldestFirst);
  return rows.map(toAddress);
}

export async function findAddress(db: Db, userId: number, id: number): Promise<Address | null> {
  const [row] = await db.select().from(addresses).where(mine(userId, id));
  return row ? toAddress(row) : null;
}

export async function findDefaultAddress(db: Db, userId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row ? toAddress(row) : null;
}

/** Saves a new address; the user's first is the default whatever `default` says. */
export async function addAddress(db: Db, userId: number, input: AddressFields): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [other] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const isDefault = input.default || !other;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fieldsOf(input), userId, isDefault })
      .returning();
    if (!row) throw new Error('address not saved');
    return toAddress(row);
  });
}

/**
 * Replaces the fields of one of the user's addresses; null when the user has no such address. `default: true`
 * makes it the default (the previous one stops being it); `default: false` never takes the default away: another
 * address is made the default by setting it there.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: AddressFields,
): Promise<Address | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(mine(userId, id));
    if (!current) return null;
    const isDefault = current.isDefault || input.default;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fieldsOf(input), isDefault })
      .where(mine(userId, id))
      .returning();
    return row ? toAddress(row) : null;
  });
}

/** Deletes one of the user's addresses (false when there is none); the oldest left takes over as the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(mine(userId, id))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) return false;
    if (gone.isDefault) {
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
        .orderBy(...oldestFirst)
        .limit(1);
      if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
    }
    return true;
  });
}
