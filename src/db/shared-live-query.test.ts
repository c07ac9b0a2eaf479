import { describe, expect, it, vi } from 'vitest';
import { addSaved, listSaved } from './saved-products';
import { sharedLiveQuery } from './shared-live-query';
import { freshDb, sampleProduct } from './testing';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('sharedLiveQuery', () => {
  it('runs one query for all readers, tells each of them about a change, and forgets when the last goes', async () => {
    const db = freshDb();
    const query = vi.fn(() => listSaved(db, 'wishlist'));
    const shared = sharedLiveQuery(query);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = shared.subscribe(first);
    const stopSecond = shared.subscribe(second);
    await settle();
    expect(shared.current()).toEqual([]);
    // Another reader joins the running query instead of starting its own.
    const runs = query.mock.calls.length;
    const stopThird = shared.subscribe(vi.fn());
    await settle();
    expect(query).toHaveBeenCalledTimes(runs);
    stopThird();

    await addSaved(db, 'wishlist', sampleProduct(7));
    await settle();
    expect(shared.current()?.map((saved) => saved.articleId)).toEqual([7]);
    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();

    stopFirst();
    expect(shared.current()).toBeDefined();
    stopSecond();
    expect(shared.current()).toBeUndefined();
  });
});
