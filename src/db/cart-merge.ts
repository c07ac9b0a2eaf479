// The sign-in merge of the device's cart with the account's server cart, one transaction with the cart and the
// outbox. Offline the merge stays due in meta 'cartSync' (markMergeDue) and the device's changes wait for it; the
// caller (features/cart/cart-account.ts) runs it once GET /cart/me answers.
import { cartFingerprint, mergeCartLines, mergePickup, toCartState } from '../domain/cart-sync';
import type { PricedCart, PricedLine } from '../domain/checkout';
import { readCart, replaceCart } from './cart';
import { dropUnsent, queueIn, readCartSync, writeSync } from './cart-sync';
import type { AppDB } from './schema';
import { readSession } from './session';
import type { CartLineRecord } from './types';

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
