import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../domain/address';
import {
  forgetAllAddresses,
  forgetSavedAddress,
  keepAddressList,
  keepSavedAddress,
  listSavedAddresses,
  readSavedAddress,
} from './addresses';
import { freshDb } from './testing';

const address = (id: number, overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  firstName: 'Kari',
  lastName: 'Nordmann',
  company: '',
  address1: `Storgata ${id}`,
  address2: '',
  postcode: '0155',
  city: 'OSLO',
  email: 'kari@example.no',
  phone: '91234567',
  default: false,
  ...overrides,
});

describe('saved addresses on the device', () => {
  it('keep the server’s list per user, oldest first, and replace it with the next list', async () => {
    const db = freshDb();
    await keepAddressList(db, '7', [address(3), address(1, { default: true })]);
    await keepAddressList(db, '8', [address(5)]);
    expect((await listSavedAddresses(db, '7')).map((a) => a.id)).toEqual([1, 3]);
    expect(await listSavedAddresses(db, '7')).toContainEqual(address(1, { default: true }));

    await keepAddressList(db, '7', [address(3, { default: true })]);
    expect(await listSavedAddresses(db, '7')).toEqual([address(3, { default: true })]);
    expect((await listSavedAddresses(db, '8')).map((a) => a.id)).toEqual([5]);
    expect(await listSavedAddresses(db, '9')).toEqual([]);
  });

  it('read one address only for its owner', async () => {
    const db = freshDb();
    await keepAddressList(db, '7', [address(1)]);
    expect(await readSavedAddress(db, '7', 1)).toEqual(address(1));
    expect(await readSavedAddress(db, '8', 1)).toBeNull();
    expect(await readSavedAddress(db, '7', 2)).toBeNull();
  });

  it('a saved default takes the default from the others of the user', async () => {
    const db = freshDb();
    await keepAddressList(db, '7', [address(1, { default: true }), address(2)]);
    await keepAddressList(db, '8', [address(9, { default: true })]);
    await keepSavedAddress(db, '7', address(2, { default: true, city: 'BERGEN' }));
    const list = await listSavedAddresses(db, '7');
    expect(list.filter((a) => a.default).map((a) => a.id)).toEqual([2]);
    expect(list.find((a) => a.id === 2)?.city).toBe('BERGEN');
    expect((await listSavedAddresses(db, '8'))[0]?.default).toBe(true);
  });

  it('skip a damaged record and fill a missing field', async () => {
    const db = freshDb();
    await keepAddressList(db, '7', [address(1)]);
    await db.addresses.put({ id: 'x', userId: '7' } as never);
    const { company: _, ...noCompany } = address(2);
    await db.addresses.put({ ...noCompany, userId: '7', savedAt: 0 } as never);
    expect(await listSavedAddresses(db, '7')).toEqual([address(1), address(2)]);
  });

  it('forget one, then all', async () => {
    const db = freshDb();
    await keepAddressList(db, '7', [address(1), address(2)]);
    await forgetSavedAddress(db, 1);
    expect((await listSavedAddresses(db, '7')).map((a) => a.id)).toEqual([2]);
    await forgetAllAddresses(db);
    expect(await listSavedAddresses(db, '7')).toEqual([]);
  });
});
