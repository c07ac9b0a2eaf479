import { afterEach, describe, expect, it } from 'vitest';
import { checkStateVersion, guardStateVersion, openAppDB, readStateVersion } from './meta';
import { enqueue, listOpen } from './outbox';
import { rememberRegistration } from './registrations';
import { AppDB } from './schema';
import { sampleProduct, uniqueName } from './testing';

const opened: AppDB[] = [];
const track = (db: AppDB) => {
  opened.push(db);
  return db;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

/** A database holding saved client state, an outbox entry and a product seen, under `version`. */
async function savedUnder(version: number | null): Promise<string> {
  const name = uniqueName();
  const db = new AppDB(name);
  const product = sampleProduct(7);
  await db.cart.put({
    articleId: 7,
    articleNumber: 'N7',
    product,
    options: {},
    price: 1,
    quantity: 2,
    addedAt: 1,
  });
  await db.wishlist.put({ articleId: 7, product, addedAt: 1 });
  await db.compare.put({ articleId: 7, product, addedAt: 1 });
  await db.garage.put({ id: 19, year: 2015, make: 'VW', model: 'Golf', engine: '1.6 TDI', current: true });
  await rememberRegistration(db, 'AB 12345');
  await db.meta.put({ key: 'cart', value: { pickup: true, pickupShop: 'alnabru' } });
  await db.products.put({ ...product, seenAt: 1 });
  await enqueue(db, { stream: 'cart', method: 'POST', path: '/cart/create-cart', body: {} });
  if (version === null) await db.meta.delete('stateVersion');
  else await db.meta.put({ key: 'stateVersion', value: version });
  db.close();
  return name;
}

const clientStateCounts = async (db: AppDB) => [
  ...(await Promise.all(
    [db.cart, db.wishlist, db.compare, db.garage, db.registrations].map((t) => t.count()),
  )),
  (await db.meta.get('cart')) ? 1 : 0,
];

describe('saved-state version', () => {
  it('a new database starts at version 1', async () => {
    const db = track(await openAppDB(uniqueName()));
    expect(await readStateVersion(db)).toBe(1);
    expect(await checkStateVersion(db)).toBe(false);
  });

  it('keeps state saved under version 1', async () => {
    const db = track(await openAppDB(await savedUnder(1)));
    expect(await clientStateCounts(db)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it.each([2, 0, null])(
    'ignores state saved under version %s but keeps the outbox and catalogue',
    async (version) => {
      const db = track(await openAppDB(await savedUnder(version)));
      expect(await clientStateCounts(db)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(await listOpen(db)).toHaveLength(1);
      expect(await db.products.count()).toBe(1);
      expect(await readStateVersion(db)).toBe(1);
    },
  );

  it('a guarded database checks before the first read of an auto-open', async () => {
    const db = track(guardStateVersion(new AppDB(await savedUnder(2))));
    expect(await db.cart.count()).toBe(0);
    expect(await readStateVersion(db)).toBe(1);
  });
});
