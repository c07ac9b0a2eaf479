import { describe, expect, it } from 'vitest';
import { addSaved, clearSaved, countSaved, listSaved, removeSaved, savedIds } from './saved-products';
import { freshDb, sampleProduct } from './testing';

const ids = (items: { articleId: number }[]) => items.map((item) => item.articleId);

describe('wishlist and compare', () => {
  it('adds a product only when it is not there yet, keeping the first add', async () => {
    const db = freshDb();
    expect(await addSaved(db, 'wishlist', sampleProduct(1), 10)).toBe(true);
    expect(await addSaved(db, 'wishlist', sampleProduct(1, { price: 1 }), 20)).toBe(false);
    const [item] = await listSaved(db, 'wishlist');
    expect(item).toMatchObject({ articleId: 1, addedAt: 10, product: { price: 499 } });
  });

  it('lists in the order added and keeps the two lists apart', async () => {
    const db = freshDb();
    await addSaved(db, 'compare', sampleProduct(3), 30);
    await addSaved(db, 'compare', sampleProduct(1), 10);
    await addSaved(db, 'compare', sampleProduct(2), 20);
    expect(ids(await listSaved(db, 'compare'))).toEqual([1, 2, 3]);
    expect(await countSaved(db, 'compare')).toBe(3);
    expect(await listSaved(db, 'wishlist')).toEqual([]);
    expect((await savedIds(db, 'compare')).sort()).toEqual([1, 2, 3]);
    expect(await savedIds(db, 'wishlist')).toEqual([]);
  });

  it('removes one and clears all', async () => {
    const db = freshDb();
    await addSaved(db, 'wishlist', sampleProduct(1), 1);
    await addSaved(db, 'wishlist', sampleProduct(2), 2);
    await removeSaved(db, 'wishlist', 1);
    expect(ids(await listSaved(db, 'wishlist'))).toEqual([2]);
    await clearSaved(db, 'wishlist');
    expect(await countSaved(db, 'wishlist')).toBe(0);
  });

  it('skips a damaged entry instead of failing the list', async () => {
    const db = freshDb();
    await addSaved(db, 'wishlist', sampleProduct(1), 1);
    await db.wishlist.put({ articleId: 9, addedAt: 2 } as never);
    expect(ids(await listSaved(db, 'wishlist'))).toEqual([1]);
    expect(await countSaved(db, 'wishlist')).toBe(1);
  });
});
