// The wishlist and compare list follow the user, as the garage does. At sign-in the device's lists and the account's
// are merged (POST /lists/merge) and the union becomes the device's; while signed in, changes are queued for the
// account (db/saved-products.ts); opening /wishlist or /compare online takes in what was saved on another device;
// at sign-out the lists leave the device. A guest's lists stay on the device. Nothing here throws.
import { fetchAccountLists, mergeAccountLists } from '../../api/lists';
import {
  clearSavedLists,
  listsChangesMark,
  mergeBodyOf,
  mergeIntoSaved,
  readDeviceLists,
  refreshSaved,
} from '../../db/saved-lists-account';
import type { AppDB } from '../../db/schema';
import { readSession } from '../../db/session';
import { mergeListsRequest } from '../../domain/saved-lists';
import { mergeAtSignIn } from '../../lib/account-merge';

/** Sign-in with `token`: the device's lists join the account's. */
export const mergeListsAtSignIn = (db: AppDB, token: string | null) =>
  mergeAtSignIn(db, token, {
    read: readDeviceLists,
    isEmpty: (device) => device.wishlist.length === 0 && device.compare.length === 0,
    send: (device) => mergeAccountLists(mergeBodyOf(device)),
    apply: (into, account, device) => mergeIntoSaved(into, account, mergeBodyOf(device)),
    queued: (device, userId) => mergeListsRequest(mergeBodyOf(device), userId),
  });

/**
 * The account's lists as the server has them now onto this device, while signed in and unless list changes made
 * here are still on their way (they land first). True when the device's lists were replaced.
 */
export async function refreshListsFromAccount(db: AppDB): Promise<boolean> {
  if (!(await readSession(db))) return false;
  const mark = await listsChangesMark(db);
  if (mark.open > 0) return false;
  return refreshSaved(db, await fetchAccountLists(), mark);
}

/** Sign-out: the account's wishlist and compare list leave the device. */
export async function removeListsAtSignOut(db: AppDB): Promise<void> {
  try {
    await clearSavedLists(db);
  } catch (error) {
    console.warn('Lists: the account’s lists were not removed from the device', error);
  }
}
