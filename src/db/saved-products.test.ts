import { describe, expect, it } from 'vitest';
import { listLimits } from '../domain/saved-lists';
import { listOpen } from './outbox';
import { addSaved, clearSaved, countSaved, listSaved, removeSaved, savedIds } from './saved-products';
import { saveSession } from './session';
import { freshDb, sampleProduct } from './testing';

const ids = (items: { articleId: number }[]) => items.map((item) => item.articleId);

describe('wishlist and compare', () => {
  it('adds a product only when it is not there yet, keeping the first add', async () => {
    const db = freshDb();
    expect(await addSaved(db, 'wishlist', sampleProduct(1), 10)).toEqual({ outcome: 'added', queued: false });
    expect(await addSaved(db, 'wishlist', sampleProduct(1, { price: 1 }), 20)).toEqual({
      outcome: 'saved-already',
      queued: false,
    });
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

describe('the lists of a signed-in user', () => {
  it('queue nothing while signed out (a guest’s lists stay on the device)', async () => {
    const db = freshDb();
    await addSaved(db, 'wishlist', sampleProduct(1));
    expect(await removeSaved(db, 'wishlist', 1)).toBe(false);
    await addSaved(db, 'compare', sampleProduct(2));
    expect(await clearSaved(db, 'compare')).toBe(false);
    expect(await listOpen(db)).toEqual([]);
  });

  it('queue an add, a remove and an emptying for the account beside the change, in order', async () => {
    const db = freshDb();
    await saveSession(db, { token: 't1', userId: '7' });
    expect(await addSaved(db, 'wishlist', sampleProduct(1))).toEqual({ outcome: 'added', queued: true });
    // Already there: nothing new for the account.
    expect((await addSaved(db, 'wishlist', sampleProduct(1))).queued).toBe(false);
    expect(await removeSaved(db, 'wishlist', 1)).toBe(true);
    expect(await removeSaved(db, 'wishlist', 1)).toBe(false);
    await addSaved(db, 'compare', sampleProduct(2));
    expect(await clearSaved(db, 'compare')).toBe(true);
    expect(await clearSaved(db, 'compare')).toBe(false);
    const requests = (await listOpen(db)).map(({ stream, method, path, body, auth }) => ({
      stream,
      method,
      path,
      body,
      auth,
    }));
    const auth = { userId: '7' };
    expect(requests).toEqual([
      { stream: 'lists', method: 'POST', path: '/lists/wishlist', body: { articleId: 1 }, auth },
      { stream: 'lists', method: 'DELETE', path: '/lists/wishlist/1', body: null, auth },
      { stream: 'lists', method: 'POST', path: '/lists/compare', body: { articleId: 2 }, auth },
      { stream: 'lists', method: 'DELETE', path: '/lists/compare', body: null, auth },
    ]);
  });

  it(`a full list takes no more (the compare list holds ${listLimits.compare}) and queues nothing`, async () => {
    const db = freshDb();
    await saveSession(db, { token: 't1', userId: '7' });
    for (let i = 1; i <= listLimits.compare; i++) await addSaved(db, 'compare', sampleProduct(i), i);
    expect(await addSaved(db, 'compare', sampleProduct(99))).toEqual({ outcome: 'full', queued: false });
    expect(await countSaved(db, 'compare')).toBe(listLimits.compare);
    expect(await listOpen(db)).toHaveLength(listLimits.compare);
    // One already on it is still "saved already", and the wishlist is another list.
    expect((await addSaved(db, 'compare', sampleProduct(1))).outcome).toBe('saved-already');
    expect((await addSaved(db, 'wishlist', sampleProduct(99))).outcome).toBe('added');
  });
});
