// The account's wishlist and compare list (GET /api/lists, POST /api/lists/merge). Reads and the merge at sign-in
// are direct calls; adds and removes travel through the outbox (domain/saved-lists.ts builds them,
// db/saved-products.ts queues them). Offline a call fails with ApiError NETWORK; answers carry a user's data, so the
// service worker never keeps them.
import { type AccountLists, AccountListsAnswer, type ListsMergeBody } from '../domain/saved-lists';
import { request } from './client';

/** GET /lists → both lists of the account, each product as the catalogue has it now. */
export const fetchAccountLists = (): Promise<AccountLists> =>
  request(AccountListsAnswer, '/lists', { auth: true });

/** POST /lists/merge: adds what the account's lists lack and answers both (the union). */
export const mergeAccountLists = (body: ListsMergeBody): Promise<AccountLists> =>
  request(AccountListsAnswer, '/lists/merge', {
    method: 'POST',
    body: { wishlist: [...body.wishlist], compare: [...body.compare] },
    auth: true,
  });
