import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCategoryTree, saveCategoryTree } from './catalog';
import { enqueue, listOpen } from './outbox';
import { listRegistrations, rememberRegistration } from './registrations';
import { AppDB } from './schema';
import { sampleProduct, uniqueName } from './testing';

const opened: AppDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('AppDB schema', () => {
  it('version 3 has the tables of the app', async () => {
    const db = new AppDB(uniqueName());
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'addresses',
        'orders',
        'brands',
        'cart',
        'categories',
        'compare',
        'garage',
        'meta',
        'outbox',
        'packParts',
        'packSearch',
        'packs',
        'products',
        'registrations',
        'settings',
        'wishlist',
      ].sort(),
    );
  });

  // Upgrade path. Version 1 is the first: its "upgrade" is a reopen that must read back what was written.
  // Each future version(n) adds its own test here: build the database with the version n-1 schema (a copy
  // of the released stores), write records in the old shape, close, open with AppDB and read them back.
  it('version 1: what was written survives close and reopen', async () => {
    const name = uniqueName();
    const before = new AppDB(name);
    await saveCategoryTree(before, 'no', [
      { name: 'Filter', slug: 'filter', value: [7], index: 1, layout: '', image: '', subItems: [] },
    ]);
    await rememberRegistration(before, 'AB12345', 'registration', 10);
    const entry = await enqueue(before, { stream: 'newsletter', method: 'POST', path: '/x', body: null });
    before.close();

    const after = new AppDB(name);
    opened.push(after);
    expect((await readCategoryTree(after, 'no'))[0]?.slug).toBe('filter');
    expect(await listRegistrations(after)).toHaveLength(1);
    expect(await listOpen(after)).toEqual([entry]);
  });

  it('version 2: a version 1 database opens with its records and the two new tables', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    // The released version 1 stores, as they were.
    old.version(1).stores({
      categories: 'lang',
      brands: 'slug, index',
      products: 'articleId, seenAt',
      garage: 'id',
      cart: 'articleId, addedAt',
      wishlist: 'articleId, addedAt',
      compare: 'articleId, addedAt',
      registrations: 'registrationNumber, timestamp',
      settings: 'id',
      outbox: '++id, stream, state',
      meta: 'key',
    });
    await old.table('meta').put({ key: 'cart', value: { pickup: true, pickupShop: 'alnabru' } });
    await old.table('outbox').add({ stream: 'cart', state: 'pending', path: '/cart/create-cart' });
    old.close();

    const after = new AppDB(name);
    opened.push(after);
    expect((await after.meta.get('cart'))?.value).toEqual({ pickup: true, pickupShop: 'alnabru' });
    expect(await after.outbox.count()).toBe(1);
    expect(await after.addresses.count()).toBe(0);
    await after.orders.put({ key: 'local:k', userId: null, createdAt: 1, state: 'waiting' });
    expect(await after.orders.where('createdAt').above(0).count()).toBe(1);
  });

  it('version 3: a version 2 database opens with its records and the pack tables', async () => {
    const name = uniqueName();
    const old = new Dexie(name);
    // The released stores up to version 2, as they were.
    old.version(1).stores({
      categories: 'lang',
      brands: 'slug, index',
      products: 'articleId, seenAt',
      garage: 'id',
      cart: 'articleId, addedAt',
      wishlist: 'articleId, addedAt',
      compare: 'articleId, addedAt',
      registrations: 'registrationNumber, timestamp',
      settings: 'id',
      outbox: '++id, stream, state',
      meta: 'key',
    });
    old.version(2).stores({ addresses: 'id, userId', orders: 'key, userId, createdAt' });
    await old
      .table('garage')
      .put({ id: 7, year: 2016, make: 'VOLVO', model: 'V70', engine: 'D4', current: true });
    await old.table('orders').put({ key: 'local:k', userId: null, createdAt: 1, state: 'waiting' });
    old.close();

    const after = new AppDB(name);
    opened.push(after);
    expect(await after.garage.get(7)).toMatchObject({ make: 'VOLVO', current: true });
    expect(await after.orders.count()).toBe(1);
    expect(await after.packs.count()).toBe(0);
    await after.packParts.put({
      ...sampleProduct(5),
      carId: 7,
      genericArticleId: 1,
      color: null,
      oeNumbers: [],
      thumbnail: '',
    });
    expect(await after.packParts.where('articleId').equals(5).count()).toBe(1);
  });
});
