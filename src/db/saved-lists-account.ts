// The wishlist and compare list of a signed-in account on the device: the union at sign-in, the account's lists
// taken in when nothing made here is still on its way, and their removal at sign-out. Each is one transaction;
// none needs the network (the caller brings the server's answer).
import {
  type AccountLists,
  fromAccountItem,
  inListOrder,
  type ListsMergeBody,
  listLimits,
  listsStream,
  type SavedList,
  savedLists,
  savedUnion,
} from '../domain/saved-lists';
import { openInStream, type StreamMark, stillWhole, streamMark } from './outbox';
import { listSaved, savedTable } from './saved-products';
import type { AppDB } from './schema';
import type { SavedProductRecord } from './types';

export type DeviceLists = Record<SavedList, SavedProductRecord[]>;

export async function readDeviceLists(db: AppDB): Promise<DeviceLists> {
  return { wishlist: await listSaved(db, 'wishlist'), compare: await listSaved(db, 'compare') };
}

/** What the merge at sign-in sends: each list's article ids, oldest first. */
export const mergeBodyOf = (device: DeviceLists): ListsMergeBody => ({
  wishlist: device.wishlist.map((item) => item.articleId),
  compare: device.compare.map((item) => item.articleId),
});

const tables = (db: AppDB) => [db.wishlist, db.compare];

async function writeList(db: AppDB, list: SavedList, items: readonly SavedProductRecord[]) {
  const table = savedTable(db, list);
  await table.clear();
  await table.bulkPut([...items]);
}

/**
 * Sign-in: each list becomes the account's (the merge's answer) followed by what was saved on the device after the
 * merge was `sent`; a product sent that the account left out (gone from the catalogue, past the limit) goes.
 */
export function mergeIntoSaved(db: AppDB, account: AccountLists, sent: ListsMergeBody): Promise<void> {
  return db.transaction('rw', tables(db), async () => {
    for (const list of savedLists) {
      const union = savedUnion(
        account[list],
        await listSaved(db, list),
        new Set(sent[list]),
        listLimits[list],
      );
      await writeList(db, list, union);
    }
  });
}

export const listsChangesMark = (db: AppDB): Promise<StreamMark> => streamMark(db, listsStream);

/**
 * The account's lists as the server has them now (changed on another device) replace the device's, unless a list
 * change made here was on its way when they were read (`mark`) or has been made since: then nothing is replaced
 * (false), as the answer may lack it.
 */
export function refreshSaved(db: AppDB, account: AccountLists, mark: StreamMark): Promise<boolean> {
  return db.transaction('rw', [...tables(db), db.outbox], async () => {
    if (!stillWhole(mark, await listsChangesMark(db))) return false;
    for (const list of savedLists) await writeList(db, list, inListOrder(account[list].map(fromAccountItem)));
    return true;
  });
}

/** List changes still on their way to the account (pending, sending or failed). */
export const openListChanges = (db: AppDB): Promise<number> => openInStream(db, listsStream);

/** Sign-out: the account's lists leave the device (joins an enclosing transaction over both tables). */
export function clearSavedLists(db: AppDB): Promise<void> {
  return db.transaction('rw', tables(db), async () => {
    await db.wishlist.clear();
    await db.compare.clear();
  });
}
