// The cart's link to the server (spec §4, issue 19), kept in meta 'cartSync': the server's cartId and whose account
// it belongs to, the fingerprint of the state last queued (a cart that differs has changed since it was last sent,
// even across a closed tab), and the server's priced answer with the state it priced. Every queue, answer, merge and
// sign-out is one transaction with the cart and the outbox; offline nothing is lost, the entry waits in the outbox.
import * as v from 'valibot';
import {
  cartFingerprint,
  cartStream,
  createCartPath,
  mergeCartLines,
  mergePickup,
  toCartState,
  updateCartPath,
  withoutArticles,
} from '../domain/cart-sync';
import type { CartStateInput, PricedCart, PricedLine } from '../domain/checkout';
import { PricedCartSchema } from '../domain/checkout-schemas';
import type { JsonValue, OutboxEntry, OutboxError } from '../domain/outbox';
import type { ProductSummary } from '../domain/product';
import { type CartState, readCart, replaceCart, takeOutLines } from './cart';
import { cartNoticeMetaKey, cartSyncMetaKey } from './meta';
import { enqueue } from './outbox';
import type { AppDB } from './schema';
import { readSession } from './session';
import type { CartLineRecord } from './types';

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
const writeSync = (db: AppDB, sync: CartSync) => db.meta.put({ key, value: sync });

const deviceState = async (db: AppDB): Promise<CartStateInput> => {
  const cart = await readCart(db);
  return toCartState(cart.lines, cart);
};

const cartEntries = (db: AppDB): Promise<OutboxEntry[]> =>
  db.outbox.where('stream').equals(cartStream).sortBy('id');
const openEntries = async (db: AppDB) => (await cartEntries(db)).filter((entry) => entry.state !== 'done');

/** The `newState` (and cartId) a cart entry carries; null for a body this module did not write. */
function sentState(
  entry: Pick<OutboxEntry, 'body'>,
): { cartId: string | null; newState: CartStateInput } | null {
  const body = entry.body as { cartId?: unknown; newState?: CartStateInput } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.newState?.items)) return null;
  return { cartId: typeof body.cartId === 'string' ? body.cartId : null, newState: body.newState };
}

const jsonState = (state: CartStateInput) => state as unknown as JsonValue;
/** A body changed under an entry gets a new key: the old key may have reached the server with the old body. */
const rewrite = (db: AppDB, entry: OutboxEntry, body: JsonValue, auth: OutboxEntry['auth']) => {
  const { auth: _, ...rest } = entry;
  return db.outbox.put({ ...rest, ...(auth ? { auth } : {}), body, idempotencyKey: crypto.randomUUID() });
};

/** Entries not yet on their way (pending or failed) are the guest's or an older state's: dropped. */
async function dropUnsent(db: AppDB) {
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

async function queueIn(db: AppDB, now: number): Promise<QueueOutcome> {
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
// The server's answer (the sync worker's settle for stream 'cart', inside the drain's transaction over all tables)

const AnswerSchema = v.object({ cart: PricedCartSchema });

/** A notice the page shows once (the worker cannot show toasts): the lines taken back out of the cart. */
export type CartNotice = { products: ProductSummary[]; at: number };

async function leaveNotice(db: AppDB, removed: CartLineRecord[], now: number) {
  const before = (await db.meta.get(noticeKey))?.value as CartNotice | undefined;
  const products = [...(before?.products ?? []), ...removed.map((line) => line.product)];
  await db.meta.put({ key: noticeKey, value: { products, at: now } satisfies CartNotice });
}

/** The fingerprint of the newest state still on its way (pending, sending), after `except`; null when none. */
async function lastQueued(db: AppDB, except: number): Promise<string | null> {
  const state = (await openEntries(db))
    .filter((entry) => entry.id !== except && entry.state !== 'failed')
    .map(sentState)
    .at(-1);
  return state ? cartFingerprint(state.newState) : null;
}

/**
 * What a final answer to a cart entry changes on the device. 2xx: the cartId is kept (create), the priced cart is
 * kept with the state it priced, articles the server does not know are taken back out of the cart (and out of the
 * states still waiting to be sent) with a notice. 404 CART_NOT_FOUND: the cart is gone or another account's — the id
 * is forgotten and the device's cart makes a new one. Another refusal: the lines the server had not accepted before
 * are taken back out with a notice. An answer for a cart the device has since left (sign-out, merge) changes
 * nothing. Whatever the device changed meanwhile is queued next.
 */
export async function settleCart(
  db: AppDB,
  entry: OutboxEntry,
  answer: { ok: true; body: unknown } | { ok: false; error: OutboxError },
  now = Date.now(),
): Promise<void> {
  const sync = await readCartSync(db);
  const sent = sentState(entry);
  const isCreate = entry.path === createCartPath;
  const current =
    sent !== null &&
    (isCreate ? sync.creating === entry.id : sync.cartId !== null && sent.cartId === sync.cartId);
  if (!sent || !current) {
    // Refused, it would hold up the stream; answered, the device has moved on from that cart.
    if (!answer.ok) await db.outbox.delete(entry.id);
    return;
  }
  if (answer.ok) return settleAccepted(db, entry, sent.newState, sync, answer.body, now);

  const { error } = answer;
  // The session ended: the entry stays failed and shown (sign in again and try); the sign-out clears it.
  if (error.status === 401 || error.status === 403) return;
  await db.outbox.delete(entry.id);
  if (error.status === 404 && !isCreate) {
    const stale = (await openEntries(db)).filter(
      (other) => other.state !== 'sending' && sentState(other)?.cartId === sent.cartId,
    );
    await db.outbox.bulkDelete(stale.map((other) => other.id));
    await writeSync(db, {
      ...sync,
      cartId: null,
      creating: null,
      queued: null,
      priced: null,
      pricedFor: null,
    });
    await queueIn(db, now);
    return;
  }
  // The change the server refused is taken back: the lines it had not accepted before (for a first cart, the line
  // added last). The rest stays on the device and goes with the next change, not again by itself.
  const accepted = new Set(sync.priced?.items.map((line) => line.articleId) ?? []);
  const added = sent.newState.items
    .filter((line) => !accepted.has(line.articleId))
    .map((line) => line.articleId);
  const refused = sync.priced ? added : added.slice(-1);
  const removed = await takeOutLines(db, refused);
  await leaveNotice(db, removed, now);
  const queued = (await lastQueued(db, entry.id)) ?? cartFingerprint(await deviceState(db));
  await writeSync(db, { ...sync, creating: isCreate ? null : sync.creating, queued });
}

async function settleAccepted(
  db: AppDB,
  entry: OutboxEntry,
  sent: CartStateInput,
  sync: CartSync,
  body: unknown,
  now: number,
) {
  const parsed = v.safeParse(AnswerSchema, body);
  const priced = parsed.success ? parsed.output.cart : null;
  const cartId = priced?.cartId ?? (body as { cartId?: unknown } | null)?.cartId;
  const unknown = priced?.unknown ?? [];
  if (unknown.length > 0) {
    const removed = await takeOutLines(db, unknown);
    if (removed.length > 0) await leaveNotice(db, removed, now);
    // States still waiting carry the unknown articles too: the server would only report them again.
    for (const later of await openEntries(db)) {
      const state = sentState(later);
      if (later.id === entry.id || later.state !== 'pending' || !state) continue;
      if (!state.newState.items.some((item) => unknown.includes(item.articleId))) continue;
      const newState = jsonState(withoutArticles(state.newState, unknown));
      await rewrite(db, later, { ...(later.body as object), newState } as JsonValue, later.auth);
    }
  }
  const kept = cartFingerprint(withoutArticles(sent, unknown));
  const next: CartSync = {
    ...sync,
    priced,
    pricedFor: priced ? kept : null,
    queued: (await lastQueued(db, entry.id)) ?? kept,
  };
  if (entry.path === createCartPath) {
    next.creating = null;
    next.cartId = typeof cartId === 'string' ? cartId : null;
  }
  await writeSync(db, next);
  // The device changed while this was on its way (or a create brought the id an update waited for): send it now.
  await queueIn(db, now);
}

// ---------------------------------------------------------------------------------------------------------------
// What the cart pages read, the notice, sign-in and sign-out

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

/** Sign-in: a merge with `userId`'s account cart is due (kept until it has been done, across reloads). */
export function markMergeDue(db: AppDB, userId: string): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    await writeSync(db, { ...(await readCartSync(db)), mergeFor: userId });
  });
}

const fromAccount =
  (now: number) =>
  (line: PricedLine, index: number): CartLineRecord => ({
    articleId: line.articleId,
    articleNumber: line.articleNumber,
    product: line.product,
    options: line.options,
    price: line.price,
    quantity: line.quantity,
    addedAt: now + index,
  });

/**
 * The sign-in merge with the account's cart as the server answered it (null: the account has none). An article on
 * both sides appears once with the device's quantity; articles only in the account's cart are added; the merged
 * cart is then sent with the account cart's id (or as a new cart of the account). Entries not yet sent belonged to
 * the guest cart and are dropped: the merged state supersedes them. False when the merge is no longer due.
 */
export function mergeAccountCart(
  db: AppDB,
  userId: string,
  account: PricedCart | null,
  now = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', [db.cart, db.meta, db.outbox], async () => {
    const sync = await readCartSync(db);
    if (sync.mergeFor !== userId || (await readSession(db))?.userId !== userId) return false;
    const device = await readCart(db);
    const lines = mergeCartLines(device.lines, account?.items ?? [], fromAccount(now));
    await replaceCart(db, lines, mergePickup({ ...device, lineCount: device.lines.length }, account));
    await dropUnsent(db);
    const accountState = account ? cartFingerprint(toCartState(account.items, account)) : null;
    await writeSync(db, {
      cartId: account?.cartId ?? null,
      owner: userId,
      creating: null,
      queued: accountState,
      priced: account,
      pricedFor: accountState,
      mergeFor: null,
    });
    await queueIn(db, now);
    return true;
  });
}

async function forgetIn(db: AppDB): Promise<CartSync> {
  await dropUnsent(db);
  await writeSync(db, noSync);
  return noSync;
}

/**
 * Sign-out: the device's cart stays, as a guest's cart, but forgets the account's cartId and prices; changes not
 * yet sent to the account are dropped (the lines themselves stay on the device and go into a new guest cart, and
 * into the account again at the next sign-in merge).
 */
export function forgetAccountCart(db: AppDB): Promise<void> {
  return db.transaction('rw', [db.meta, db.outbox], async () => {
    await forgetIn(db);
  });
}
