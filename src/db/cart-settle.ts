// The server's final answer to a cart entry (the sync worker's settle for stream 'cart', inside the drain's
// transaction over all tables; IndexedDB work only): the cartId and priced cart are kept, refused or unknown lines
// taken back out with a notice. Offline nothing arrives here; an entry that failed for good never blocks the stream.
import * as v from 'valibot';
import { cartFingerprint, createCartPath, withoutArticles } from '../domain/cart-sync';
import type { CartStateInput } from '../domain/checkout';
import { CartAnswer } from '../domain/checkout-schemas';
import type { JsonValue, OutboxEntry, OutboxError } from '../domain/outbox';
import { takeOutLines } from './cart';
import {
  type CartNotice,
  type CartSync,
  deviceState,
  jsonState,
  openEntries,
  queueIn,
  readCartSync,
  rewrite,
  sentState,
  writeSync,
} from './cart-sync';
import { cartNoticeMetaKey } from './meta';
import type { AppDB } from './schema';
import type { CartLineRecord } from './types';

const noticeKey = cartNoticeMetaKey;

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
  const parsed = v.safeParse(CartAnswer, body);
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
