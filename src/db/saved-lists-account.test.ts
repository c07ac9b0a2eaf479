import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountLists, AccountSavedItem } from '../domain/saved-lists';
import { listOpen, markDone } from './outbox';
import {
  clearSavedLists,
  listsChangesMark,
  mergeBodyOf,
  mergeIntoSaved,
  openListChanges,
  readDeviceLists,
  refreshSaved,
} from './saved-lists-account';
import { addSaved, listSaved, removeSaved } from './saved-products';
import type { AppDB } from './schema';
import { saveSession } from './session';
import { freshDb, sampleProduct } from './testing';

const item = (articleId: number, minute = 0): AccountSavedItem => ({
  articleId,
  addedAt: `2026-11-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  product: sampleProduct(articleId, { price: 2000 }),
});
const account = (wishlist: number[], compare: number[] = []): AccountLists => ({
  wishlist: wishlist.map((id, i) => item(id, i)),
  compare: compare.map((id, i) => item(id, i)),
});
const ids = async (db: AppDB, list: 'wishlist' | 'compare') =>
  (await listSaved(db, list)).map((saved) => saved.articleId);

let db: AppDB;
beforeEach(() => {
  db = freshDb();
});
afterEach(() => db.delete());

describe('mergeIntoSaved (sign-in)', () => {
  it('the device shows the account’s lists plus what was saved here after the merge was sent', async () => {
    await addSaved(db, 'wishlist', sampleProduct(1), 1);
    await addSaved(db, 'wishlist', sampleProduct(2), 2);
    await addSaved(db, 'compare', sampleProduct(3), 3);
    const sent = mergeBodyOf(await readDeviceLists(db));
    expect(sent).toEqual({ wishlist: [1, 2], compare: [3] });
    // Saved while the merge travelled; 2 was left out by the server (withdrawn from the catalogue).
    await addSaved(db, 'wishlist', sampleProduct(9), Date.parse('2026-11-01T11:00:00.000Z'));
    await mergeIntoSaved(db, account([7, 1], [3]), sent);
    expect(await ids(db, 'wishlist')).toEqual([7, 1, 9]);
    expect(await ids(db, 'compare')).toEqual([3]);
    // The account's product as the catalogue has it now.
    expect((await listSaved(db, 'wishlist'))[0]?.product.price).toBe(2000);
  });
});

describe('refreshSaved (another device saved something)', () => {
  it('takes the account’s lists when nothing made here is on its way', async () => {
    await addSaved(db, 'wishlist', sampleProduct(1));
    const mark = await listsChangesMark(db);
    expect(await refreshSaved(db, account([4, 5], [6]), mark)).toBe(true);
    expect(await ids(db, 'wishlist')).toEqual([4, 5]);
    expect(await ids(db, 'compare')).toEqual([6]);
  });

  it('keeps the device’s lists while a change is open, or when one was made during the read', async () => {
    await saveSession(db, { token: 't', userId: '7' });
    await addSaved(db, 'wishlist', sampleProduct(1));
    expect(await openListChanges(db)).toBe(1);
    const open = await listsChangesMark(db);
    expect(await refreshSaved(db, account([]), open)).toBe(false);
    expect(await ids(db, 'wishlist')).toEqual([1]);

    const [entry] = await listOpen(db);
    await markDone(db, entry?.id ?? 0);
    const before = await listsChangesMark(db);
    // Made (and even sent) while the account's lists travelled: the answer may lack it.
    await removeSaved(db, 'wishlist', 1);
    const [removal] = await listOpen(db);
    await markDone(db, removal?.id ?? 0);
    expect(await refreshSaved(db, account([1]), before)).toBe(false);
    expect(await ids(db, 'wishlist')).toEqual([]);
    expect(await refreshSaved(db, account([]), await listsChangesMark(db))).toBe(true);
  });
});

it('clearSavedLists empties both lists (sign-out)', async () => {
  await addSaved(db, 'wishlist', sampleProduct(1));
  await addSaved(db, 'compare', sampleProduct(2));
  await clearSavedLists(db);
  expect(await readDeviceLists(db)).toEqual({ wishlist: [], compare: [] });
});
