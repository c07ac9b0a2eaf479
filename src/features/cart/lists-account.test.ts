import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { SendEntry } from '../../api/outbox-send';
import { removeAccountFromDevice } from '../../db/account-on-device';
import { listOpen } from '../../db/outbox';
import { addSaved, listSaved, removeSaved } from '../../db/saved-products';
import type { AppDB } from '../../db/schema';
import { readSession } from '../../db/session';
import { freshDb, sampleProduct } from '../../db/testing';
import { sessionToken } from '../../db/testing-session';
import type { AccountLists, ListsMergeBody, SavedList } from '../../domain/saved-lists';
import { drainOutbox } from '../../workers/drain';
import { mergeListsAtSignIn, refreshListsFromAccount, removeListsAtSignOut } from './lists-account';

// The account's lists on a pretend server: merge adds what each lacks and answers both.
const account = vi.hoisted(() => ({
  ids: { wishlist: [] as number[], compare: [] as number[] },
  offline: false,
  refuse: false,
  failing: false,
  calls: 0,
}));
const answer = (): AccountLists => {
  const items = (list: SavedList) =>
    account.ids[list].map((articleId) => ({
      articleId,
      addedAt: '2026-11-01T10:00:00.000Z',
      product: sampleProduct(articleId),
    }));
  return { wishlist: items('wishlist'), compare: items('compare') };
};
vi.mock('../../api/lists', () => ({
  mergeAccountLists: async (body: ListsMergeBody) => {
    account.calls++;
    if (account.offline) throw new ApiError(0, 'NETWORK', 'Failed to fetch');
    if (account.refuse) throw new ApiError(400, 'VALIDATION_ERROR', 'Nei');
    if (account.failing) throw new ApiError(503, 'UNAVAILABLE', 'Nede');
    for (const list of ['wishlist', 'compare'] as const) {
      for (const id of body[list]) if (!account.ids[list].includes(id)) account.ids[list].push(id);
    }
    return answer();
  },
  fetchAccountLists: async () => {
    if (account.offline) throw new ApiError(0, 'NETWORK', 'Failed to fetch');
    return answer();
  },
}));
vi.mock('../../lib/request-drain', () => ({
  requestDrain: async () => undefined,
  drainIfQueued: () => undefined,
}));

const ids = async (db: AppDB, list: SavedList) => (await listSaved(db, list)).map((item) => item.articleId);
const noLocks = null;

let db: AppDB;
beforeEach(() => {
  db = freshDb();
  account.ids = { wishlist: [], compare: [] };
  account.offline = false;
  account.refuse = false;
  account.failing = false;
  account.calls = 0;
});
afterEach(() => db.delete());

describe('mergeListsAtSignIn', () => {
  it('the device’s guest lists join the account’s; each product once; signing in again changes nothing', async () => {
    await addSaved(db, 'wishlist', sampleProduct(1), 1);
    await addSaved(db, 'compare', sampleProduct(2), 2);
    account.ids = { wishlist: [5], compare: [2] };
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('merged');
    expect(await ids(db, 'wishlist')).toEqual([5, 1]);
    expect(await ids(db, 'compare')).toEqual([2]);
    expect(account.ids).toEqual({ wishlist: [5, 1], compare: [2] });
    expect(await readSession(db)).toEqual({ token: sessionToken(7), userId: '7' });
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('merged');
    expect(account.ids).toEqual({ wishlist: [5, 1], compare: [2] });
    // The merge itself is a direct call: nothing waits in the outbox.
    expect(await listOpen(db)).toEqual([]);
  });

  it('without a session token it does nothing', async () => {
    await addSaved(db, 'wishlist', sampleProduct(1));
    expect(await mergeListsAtSignIn(db, null)).toBe('signed-out');
    expect(account.calls).toBe(0);
  });

  it('offline: the device keeps its lists and the merge waits in the outbox, then lands with the token', async () => {
    await addSaved(db, 'wishlist', sampleProduct(1), 1);
    await addSaved(db, 'wishlist', sampleProduct(3), 3);
    account.offline = true;
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('queued');
    expect(await ids(db, 'wishlist')).toEqual([1, 3]);
    const [entry] = await listOpen(db);
    expect(entry).toMatchObject({
      stream: 'lists',
      method: 'POST',
      path: '/lists/merge',
      body: { wishlist: [1, 3], compare: [] },
      auth: { userId: '7' },
    });
    const sent: { path: string; token?: string }[] = [];
    const send: SendEntry = async (out, token) => {
      sent.push({ path: out.path, token });
      return { status: 200, body: {} };
    };
    await drainOutbox({ db, send, locks: null });
    expect(sent).toEqual([{ path: '/lists/merge', token: sessionToken(7) }]);
  });

  it('offline with empty lists queues nothing; a refusal leaves the device’s lists as they were, in the outbox', async () => {
    account.offline = true;
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('queued');
    expect(await listOpen(db)).toEqual([]);
    account.offline = false;
    account.refuse = true;
    await addSaved(db, 'compare', sampleProduct(4));
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('failed');
    expect(await ids(db, 'compare')).toEqual([4]);
    const merge = (await listOpen(db)).find((entry) => entry.path === '/lists/merge');
    expect(merge?.body).toMatchObject({ compare: [4] });
  });

  it('the shop failing at sign-in: the merge waits in the outbox and a refresh keeps the device’s lists', async () => {
    account.ids = { wishlist: [8], compare: [] };
    await addSaved(db, 'wishlist', sampleProduct(2));
    account.failing = true;
    expect(await mergeListsAtSignIn(db, sessionToken(7))).toBe('queued');
    expect(await refreshListsFromAccount(db)).toBe(false);
    expect(await ids(db, 'wishlist')).toEqual([2]);
    account.failing = false;
    const send: SendEntry = async (out) => {
      const body = out.body as ListsMergeBody;
      for (const id of body.wishlist) if (!account.ids.wishlist.includes(id)) account.ids.wishlist.push(id);
      return { status: 200, body: answer() };
    };
    await drainOutbox({ db, send, locks: null });
    expect(await refreshListsFromAccount(db)).toBe(true);
    expect((await ids(db, 'wishlist')).sort()).toEqual([2, 8]);
  });
});

describe('refreshListsFromAccount', () => {
  it('a guest never asks; signed in it shows what another device saved, unless a change made here is open', async () => {
    account.ids = { wishlist: [8], compare: [] };
    expect(await refreshListsFromAccount(db)).toBe(false);
    expect(await ids(db, 'wishlist')).toEqual([]);
    await mergeListsAtSignIn(db, sessionToken(7));
    account.ids.wishlist.push(9);
    expect(await refreshListsFromAccount(db)).toBe(true);
    expect(await ids(db, 'wishlist')).toEqual([8, 9]);
    await removeSaved(db, 'wishlist', 8);
    expect(await refreshListsFromAccount(db)).toBe(false);
    expect(await ids(db, 'wishlist')).toEqual([9]);
  });
});

describe('sign-out', () => {
  it('the account’s lists and their unsent changes leave the device; a guest’s later lists queue nothing', async () => {
    await mergeListsAtSignIn(db, sessionToken(7));
    await addSaved(db, 'wishlist', sampleProduct(1));
    expect(await removeAccountFromDevice(db, '7', { removeUnsent: true }, noLocks)).toBe('removed');
    expect(await ids(db, 'wishlist')).toEqual([]);
    expect(await listOpen(db)).toEqual([]);
    // The sign-out hook's own clearing (a session that ended elsewhere) does the same.
    await addSaved(db, 'compare', sampleProduct(2));
    await removeListsAtSignOut(db);
    expect(await ids(db, 'compare')).toEqual([]);
    await addSaved(db, 'wishlist', sampleProduct(3));
    expect(await listOpen(db)).toEqual([]);
  });
});
