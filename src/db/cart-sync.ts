// The cart's link to the server, kept in meta 'cartSync': the server's cartId and whose account
// it belongs to, the fingerprint of the state last queued (a cart that differs has changed since it was last sent,
// even across a closed tab), and the server's priced answer with the state it priced. Here: queueing, the pages'
// reads and sign-out; the answer is cart-settle.ts, the sign-in merge cart-merge.ts. Each is one transaction with the
// cart and the outbox; offline nothing is lost, the entry waits in the outbox.
import * as v from 'valibot';
import {
  cartFingerprint,
  cartStream,
  createCartPath,
  toCartState,
  updateCartPath,
} from '../domain/cart-sync';
import type { CartStateInput, PricedCart } from '../domain/checkout';
import { PricedCartSchema } from '../domain/checkout-schemas';
import type { JsonValue, OutboxEntry } from '../domain/outbox';
import type { ProductSummary } from '../domain/product';
import { type CartState, readCart } from './cart';
import { readCurrency } from './currency';
import { cartMetaKey, cartNoticeMetaKey, cartSyncMetaKey } from './meta';
import { enqueue } from './outbox';
import type { AppDB } from './schema';
import { forgetSession, readSession } from './session';

const key = cartSyncMetaKey;
const noticeKey = cartNoticeMetaKey;

const nullable = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);
const SyncSchema = v.object({
  /** The server's id of this device's cart; null until a create-cart has been answered. */
  cartId: nullable(v.string()),
  /** The account the cartId belongs to (null: a guest cart). */
  owner: nullable(v.string()),
  /** The outbox id of the create-cart whose answer brings the cartId. */
  creating: nullable(v.number()),
  /** Fingerprint of the state last queued for the server. */
  queued: nullable(v.string()),
  /** The server's last priced answer, and the fingerprint of the device state it answered. */
  priced: nullable(PricedCartSchema),
  pricedFor: nullable(v.string()),
  /** A sign-in merge with this user's account cart waits for the network. */
  mergeFor: nullable(v.string()),
});
export type CartSync = v.InferOutput<typeof SyncSchema>;
const noSync: CartSync = v.parse(SyncSchema, {});

export async function readCartSync(db: AppDB): Promise<CartSync> {
  const parsed = v.safeParse(SyncSchema, (await db.meta.get(key))?.value ?? {});
  return parsed.success ? parsed.output : noSync;
}
// writeSync and the entry helpers below are shared with cart-settle.ts and cart-merge.ts only; the app uses intents.
export const writeSync = (db: AppDB, sync: CartSync) => db.meta.put({ key, value: sync });

export const deviceState = async (db: AppDB): Promise<CartStateInput> => {
  const cart = await readCart(db);
  return toCartState(cart.lines, cart, await readCurrency(db));
};

const cartEntries = (db: AppDB): Promise<OutboxEntry[]> =>
  db.outbox.where('stream').equals(cartStream).sortBy('id');
export const openEntries = async (db: AppDB) =>
  (await cartEntries(db)).filter((entry) => entry.state !== 'done');

/** The `newState` (and cartId) a cart entry carries; null for a body this module did not write. */
export function sentState(
  entry: Pick<OutboxEntry, 'body'>,
): { cartId: string | null; newState: CartStateInput } | null {
  const body = entry.body as { cartId?: unknown; newState?: CartStateInput } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.newState?.items)) return null;
  return { cartId: typeof body.cartId === 'string' ? body.cartId : null, newState: body.newState };
}

export const jsonState = (state: CartStateInput) => state as unknown as JsonValue;
/** A body changed under an entry gets a new key: the old key may have reached the server with the old body. */
export const rewrite = (db: AppDB, entry: OutboxEntry, body: JsonValue, auth: OutboxEntry['auth']) => {
  const { auth: _, ...rest } = entry;
  return db.outbox.put({ ...rest, ...(auth ? { auth } : {}), body, idempotencyKey: crypto.randomUUID() });
};

/** Entries not yet on their way (pending or failed) are the guest's or an older state's: dropped. */
export async function dropUnsent(db: AppDB) {
  const unsent = (await openEntries(db)).filter((entry) => entry.state !== 'sending');
  await db.outbox.bulkDelete(unsent.map((entry) => entry.id));
}

export type QueueOutcome =
  /** The server has (or is being sent) this state already. */
  | 'unchanged'
  | 'queued'
  /** A waiting entry now carries the new state instead of a second entry. */
  | 'replaced'
  /** A create-cart is on its way: its answer brings the id, then this state is sent (settleCart). */
  | 'after-create'
  /** An empty cart with no server cart: nothing to send. */
  | 'nothing'
  /** A signed-in user's account cart has not been merged yet: sent after the merge. */
  | 'merge-first';

/**
 * Puts the device's cart into the outbox when it differs from what was last queued: create-cart the first time,
 * update-cart with the kept cartId afterwards. A waiting (not yet sending) entry gets the new state instead of a
 * second entry. Entries of a signed-in user carry `auth` so the cart is linked to the account.
 */
export function queueCartSync(db: AppDB, now = Date.now()): Promise<QueueOutcome> {
  return db.transaction('rw', [db.cart, db.meta, db.outbox], () => queueIn(db, now));
}

export async function queueIn(db: AppDB, now: number): Promise<QueueOutcome> {
  let sync = await readCartSync(db);
  const user = (await readSession(db))?.userId ?? null;
  if (sync.owner !== user) {
    if (user !== null) {
      if (sync.mergeFor !== user) await writeSync(db, { ...sync, mergeFor: user });
      return 'merge-first';
    }
    // Signed out meanwhile (the sign-out's own clean-up may not have run yet): the cart goes on as a guest's.
    sync = await forgetIn(db);
  }
  if (sync.mergeFor !== null) return 'merge-first';
  const state = await deviceState(db);
  const fingerprint = cartFingerprint(state);
  if (fingerprint === sync.queued) return 'unchanged';

  const open = await openEntries(db);
  // A failed cart entry has had its answer (settleCart) or failed for a session that has ended; the whole state
  // queued now supersedes it, and it must not hold up the stream.
  await db.outbox.bulkDelete(open.filter((entry) => entry.state === 'failed').map((entry) => entry.id));
  const waiting = open.filter((entry) => entry.state !== 'failed');
  const auth = user ? { userId: user } : undefined;
  const withAuth = auth ? { auth } : {};

  if (sync.cartId === null) {
    const create = waiting.find((entry) => entry.id === sync.creating);
    if (create) {
      // Never tried: it may still take the new state. Tried once (its answer may have been lost on the way): a new
      // body would risk a second cart, so the state follows as an update once the create is answered.
      if (create.state !== 'pending' || create.attempts > 0 || create.lastError) return 'after-create';
      await rewrite(db, create, { newState: jsonState(state) }, auth);
      await writeSync(db, { ...sync, queued: fingerprint });
      return 'replaced';
    }
    if (state.items.length === 0) {
      await writeSync(db, { ...sync, creating: null, queued: fingerprint });
      return 'nothing';
    }
    const entry = await enqueue(
      db,
      {
        stream: cartStream,
        method: 'POST',
        path: createCartPath,
        body: { newState: jsonState(state) },
        ...withAuth,
      },
      now,
    );
    await writeSync(db, { ...sync, creating: entry.id, queued: fingerprint });
    return 'queued';
  }

  const body = { cartId: sync.cartId, newState: jsonState(state) };
  const last = waiting.at(-1);
  if (last?.state === 'pending' && last.path === updateCartPath && sentState(last)?.cartId === sync.cartId) {
    await rewrite(db, last, body, auth);
    await writeSync(db, { ...sync, queued: fingerprint });
    return 'replaced';
  }
  await enqueue(db, { stream: cartStream, method: 'POST', path: updateCartPath, body, ...withAuth }, now);
  await writeSync(db, { ...sync, queued: fingerprint });
  return 'queued';
}

// ---------------------------------------------------------------------------------------------------------------
// What the cart pages read, the notice, sign-out

/**
 * The device's cart, with the server's priced cart when it priced exactly these lines and pickup choice (else null:
 * the device shows its preview). One read, so the two always belong together.
 */
export function readCartAndPrices(db: AppDB): Promise<{ cart: CartState; priced: PricedCart | null }> {
  return db.transaction('r', db.cart, db.meta, async () => {
    const [cart, sync] = await Promise.all([readCart(db), readCartSync(db)]);
    const current = sync.pricedFor === cartFingerprint(toCartState(cart.lines, cart));
    return { cart, priced: sync.priced && current ? sync.priced : null };
  });
}

/** The server's priced cart when it priced exactly the device's current lines and pickup; else null (a preview). */
export const readPricedCart = async (db: AppDB): Promise<PricedCart | null> =>
  (await readCartAndPrices(db)).priced;

/** A notice the page shows once (the worker cannot show toasts): the lines taken back out of the cart. */
export type CartNotice = { products: ProductSummary[]; at: number };

export type CartSyncStatus = {
  /** The device's cart differs from what was last queued for the server. */
  dirty: boolean;
  /** Changes with every change of the device's cart (the debounce restarts on it). */
  fingerprint: string;
  /** A sign-in merge waits for this user. */
  mergeFor: string | null;
  /** When the last notice not yet shown was left; null when none. */
  noticeAt: number | null;
};

/** What the page's cart sync watches. */
export function readCartSyncStatus(db: AppDB): Promise<CartSyncStatus> {
  return db.transaction('r', db.cart, db.meta, async () => {
    const sync = await readCartSync(db);
    const state = await deviceState(db);
    const fingerprint = cartFingerprint(state);
    const notice = (await db.meta.get(noticeKey))?.value as CartNotice | undefined;
    const nothingToCreate = sync.cartId === null && sync.creating === null && state.items.length === 0;
    // Signed in or out while the sign-in's merge or the sign-out's clean-up did not finish (a page left at once):
    // the cart is not yet the current user's (or the guest's); queueing merges it or makes it a guest's cart.
    const user = (await readSession(db))?.userId ?? null;
    return {
      dirty: (fingerprint !== sync.queued && !nothingToCreate) || sync.owner !== user,
      fingerprint,
      mergeFor: sync.mergeFor,
      noticeAt: notice?.at ?? null,
    };
  });
}

/** Takes the notice (once: the first tab to take it shows it); null when there is none. */
export function takeCartNotice(db: AppDB): Promise<CartNotice | null> {
  return db.transaction('rw', db.meta, async () => {
    const notice = (await db.meta.get(noticeKey))?.value as CartNotice | undefined;
    if (!notice || !Array.isArray(notice.products)) return null;
    await db.meta.delete(noticeKey);
    return notice;
  });
}

async function forgetIn(db: AppDB): Promise<CartSync> {
  await dropUnsent(db);
  await writeSync(db, noSync);
  return noSync;
}

/**
 * The device's cart stays, as a guest's cart, but forgets the account's cartId and prices; changes not yet sent to
 * the account are dropped (the lines themselves stay on the device and go into a new guest cart).
 */
export function forgetAccountCart(db: AppDB): Promise<void> {
  return db.transaction('rw', [db.meta, db.outbox], async () => {
    await forgetIn(db);
  });
}

/**
 * Sign-out: the account's cart leaves the device (a shared device shows it to no one): the lines, the pickup choice,
 * the link to the server's cart and its changes not yet sent. The account keeps its cart as last synced. The session
 * mirror goes in the same transaction, so no sign-in merge still on its way brings the account's lines back.
 */
export function removeDeviceCart(db: AppDB): Promise<void> {
  return db.transaction('rw', [db.cart, db.meta, db.outbox], async () => {
    await forgetIn(db);
    await db.cart.clear();
    await db.meta.bulkDelete([cartMetaKey, noticeKey]);
    await forgetSession(db);
  });
}
