// The cart follows the user. At sign-in the device's cart merges with the account's server cart
// (GET /cart/me): each article once, the device's quantity winning, and the merged cart is sent with the account
// cart's id. Offline, the merge stays due (IndexedDB) and runs at the next online moment or start; the device's
// cart changes wait for it, nothing is lost. At sign-out the cart leaves the device; the account keeps it as synced.
// Nothing here throws: a sign-in never fails because of the cart.
import { fetchMyCart } from '../../api/cart';
import { markMergeDue, mergeAccountCart } from '../../db/cart-merge';
import { readCartSync, removeDeviceCart } from '../../db/cart-sync';
import type { AppDB } from '../../db/schema';
import { readSession, saveSession } from '../../db/session';
import { tokenSubject } from '../../domain/session-token';
import { requestDrain } from '../../lib/request-drain';

export type CartMergeOutcome =
  /** The device shows the merged cart; it is on its way to the account. */
  | 'merged'
  /** The account's cart could not be read (offline, server trouble): the merge stays due. */
  | 'waiting'
  /** No merge due, or no session to merge with. */
  | 'none';

const isRetryable = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status !== 'number' ||
    status === 0 ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    status >= 500
  );
};

let running: Promise<CartMergeOutcome> | null = null;

/** Runs the merge that is due, if any, with the mirrored session (one at a time per page). */
export function runDueCartMerge(db: AppDB): Promise<CartMergeOutcome> {
  running ??= mergeNow(db).finally(() => {
    running = null;
  });
  return running;
}

async function mergeNow(db: AppDB): Promise<CartMergeOutcome> {
  try {
    const [sync, session] = await Promise.all([readCartSync(db), readSession(db)]);
    if (!sync.mergeFor || session?.userId !== sync.mergeFor) return 'none';
    let account: Awaited<ReturnType<typeof fetchMyCart>>;
    try {
      account = await fetchMyCart(session.token);
    } catch (error) {
      if (isRetryable(error)) return 'waiting';
      // The server will not give the account's cart (an answer it should not give): the device's cart goes on as
      // the account's new cart rather than waiting for ever.
      account = null;
    }
    if (!(await mergeAccountCart(db, session.userId, account))) return 'none';
    void requestDrain().catch(() => undefined);
    return 'merged';
  } catch (error) {
    console.warn('Cart: the sign-in merge did not run', error);
    return 'waiting';
  }
}

/** Sign-in with `token`: the merge with its user's account cart becomes due, and runs now if it can. */
export async function mergeCartAtSignIn(db: AppDB, token: string | null): Promise<CartMergeOutcome> {
  const userId = token ? tokenSubject(token) : null;
  if (!token || !userId) return 'none';
  try {
    // The session mirror (also kept by the garage's sign-in) tells the cart's entries whose account they are for.
    await saveSession(db, { token, userId });
    await markMergeDue(db, userId);
  } catch (error) {
    console.warn('Cart: the sign-in merge was not noted', error);
    return 'none';
  }
  return runDueCartMerge(db);
}

/** Sign-out: the account's cart leaves the device (lines, pickup, server link, changes not sent yet). */
export async function removeCartAtSignOut(db: AppDB): Promise<void> {
  try {
    await removeDeviceCart(db);
  } catch (error) {
    console.warn('Cart: the account cart was not removed from the device', error);
  }
}
