// The wishlist and the compare list that follow the user: their limits, how an item travels between the device
// (db/saved-products.ts) and the server (/api/lists), and the outbox requests a change on the device makes while
// the user is signed in. Pure: the device, the API client, the server and the sync worker all use these.
import * as v from 'valibot';
import type { OutboxRequest } from './outbox';
import { type ProductSummary, ProductSummarySchema } from './product';

export const savedLists = ['wishlist', 'compare'] as const;
export type SavedList = (typeof savedLists)[number];

/** The most products a list holds, on the device and on the server alike. */
export const listLimits: Record<SavedList, number> = { wishlist: 300, compare: 10 };

/** An item of the account's list as GET /api/lists answers it: the catalogue's product as it is now. */
export type AccountSavedItem = { articleId: number; addedAt: string; product: ProductSummary };
export type AccountLists = Record<SavedList, AccountSavedItem[]>;

const AccountSavedItemSchema = v.object({
  articleId: v.number(),
  /** When it was put on the list (ISO 8601). */
  addedAt: v.string(),
  product: ProductSummarySchema,
}) satisfies v.GenericSchema<unknown, AccountSavedItem>;

/** GET /api/lists and POST /api/lists/merge: both lists of the account. */
export const AccountListsAnswer = v.object({
  wishlist: v.array(AccountSavedItemSchema),
  compare: v.array(AccountSavedItemSchema),
});
/** POST /api/lists/{list}: the item added (201) or already there (200). */
export const SavedItemAnswer = v.object({ item: AccountSavedItemSchema });

/** An item as the device keeps it (ms since epoch). */
export type DeviceSavedItem = { articleId: number; product: ProductSummary; addedAt: number };

/** The outbox stream of list changes: an add and a later remove of one product reach the server in order. */
export const listsStream = 'lists';

export const addToListRequest = (list: SavedList, articleId: number, userId: string): OutboxRequest => ({
  stream: listsStream,
  method: 'POST',
  path: `/lists/${list}`,
  body: { articleId },
  auth: { userId },
});

/** The server answers success also when the product is not on the list. */
export const removeFromListRequest = (list: SavedList, articleId: number, userId: string): OutboxRequest => ({
  stream: listsStream,
  method: 'DELETE',
  path: `/lists/${list}/${articleId}`,
  body: null,
  auth: { userId },
});

export const clearListRequest = (list: SavedList, userId: string): OutboxRequest => ({
  stream: listsStream,
  method: 'DELETE',
  path: `/lists/${list}`,
  body: null,
  auth: { userId },
});

/** The body of POST /api/lists/merge: each list's article ids, oldest first. */
export type ListsMergeBody = Record<SavedList, number[]>;

export const mergeListsRequest = (body: ListsMergeBody, userId: string): OutboxRequest => ({
  stream: listsStream,
  method: 'POST',
  path: '/lists/merge',
  body: { wishlist: [...body.wishlist], compare: [...body.compare] },
  auth: { userId },
});

export const fromAccountItem = (item: AccountSavedItem): DeviceSavedItem => ({
  articleId: item.articleId,
  product: item.product,
  addedAt: Date.parse(item.addedAt) || 0,
});

/**
 * The items with times that rise strictly in the order given, so the device (which lists by time) shows them in
 * the account's order: rows the server saved in one statement share one time.
 */
export function inListOrder(items: readonly DeviceSavedItem[]): DeviceSavedItem[] {
  let last = Number.NEGATIVE_INFINITY;
  return items.map((item) => {
    last = Math.max(item.addedAt, last + 1);
    return item.addedAt === last ? item : { ...item, addedAt: last };
  });
}

/**
 * The device's list after a merge at sign-in: the account's (the server's answer, in its order), then what the
 * device holds that it lacks and was not `sent` with the merge (added meanwhile) — a sent product the server
 * left out (gone from the catalogue, or past the limit) is not kept. Each product once, at most `limit`.
 */
export function savedUnion(
  account: readonly AccountSavedItem[],
  device: readonly DeviceSavedItem[],
  sent: ReadonlySet<number>,
  limit: number,
): DeviceSavedItem[] {
  const seen = new Set<number>();
  const later = device.filter((item) => !sent.has(item.articleId));
  const once = [...account.map(fromAccountItem), ...later].filter((item) => {
    if (seen.has(item.articleId)) return false;
    seen.add(item.articleId);
    return true;
  });
  return inListOrder(once.slice(0, limit));
}
