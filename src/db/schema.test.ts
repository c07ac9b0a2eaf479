import { afterEach, describe, expect, it } from 'vitest';
import { readCategoryTree, saveCategoryTree } from './catalog';
import { enqueue, listOpen } from './outbox';
import { listRegistrations, rememberRegistration } from './registrations';
import { AppDB } from './schema';
import { uniqueName } from './testing';

const opened: AppDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.delete()));
});

describe('AppDB schema', () => {
  it('version 1 has the tables of the app', async () => {
    const db = new AppDB(uniqueName());
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(1);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'brands',
        'cart',
        'categories',
        'compare',
        'garage',
        'meta',
        'outbox',
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
});
