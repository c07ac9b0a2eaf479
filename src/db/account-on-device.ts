// What of a signed-in account this device holds (its cart, orders not yet sent, other changes on their way), and
// its removal at sign-out, so a shared device keeps none of it. Removal is one transaction taken under the outbox's
// Web Lock, so no drainer is sending meanwhile: an entry is either sent (the server has it) or removed, never lost
// between. Orders not yet sent are removed only when the caller says so (the user chose it); otherwise removal
// refuses while any wait. Offline it works the same: nothing here needs the network.
import { liveQuery } from 'dexie';
import { cartStream } from '../domain/cart-sync';
import type { OutboxEntry } from '../domain/outbox';
import { clearGarageAndSession } from './garage';
import { cartMetaKey, cartNoticeMetaKey, cartSyncMetaKey } from './meta';
import { clearSavedLists } from './saved-lists-account';
import type { AppDB } from './schema';
import { forgetOrderNotices } from './waiting-orders';

export type AccountOnDevice = {
  /** Orders placed on this device for the account that the shop has not received yet. */
  waitingOrders: number;
  /** Orders of the account the shop refused (their lines went back into the cart). */
  refusedOrders: number;
  cartLines: number;
  /** The account's writes still on their way (orders, their payments, the cart, the garage …): pending or sending. */
  unsent: number;
};

/** The drainer's lock (workers/drain.ts): held, no entry is being sent. */
const outboxLock = 'outbox';

const isAccount = (userId: string) => (entry: OutboxEntry) =>
  entry.auth?.userId === userId && entry.state !== 'done';

export async function readAccountOnDevice(db: AppDB, userId: string): Promise<AccountOnDevice> {
  return db.transaction('r', [db.outbox, db.orders, db.cart], async () => {
    const entries = await db.outbox.filter(isAccount(userId)).toArray();
    const orders = await db.orders.where('userId').equals(userId).toArray();
    const local = orders.filter((record) => record.key.startsWith('local:'));
    return {
      waitingOrders: local.filter((record) => record.state === 'waiting').length,
      refusedOrders: local.filter((record) => record.state === 'failed').length,
      cartLines: await db.cart.count(),
      unsent: entries.filter((entry) => entry.state === 'pending' || entry.state === 'sending').length,
    };
  });
}

/** Calls `onChange` now and after every change of what the account has on the device; returns the unsubscribe. */
export function watchAccountOnDevice(
  db: AppDB,
  userId: string,
  onChange: (found: AccountOnDevice) => void,
): () => void {
  const subscription = liveQuery(() => readAccountOnDevice(db, userId)).subscribe({ next: onChange });
  return () => subscription.unsubscribe();
}

const defaultLocks = (): Pick<LockManager, 'request'> | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

export type Removal = 'removed' | 'still-waiting';

/**
 * Removes the account's cart, orders (as seen, waiting or refused), addresses, garage, wishlist and compare list, the
 * notices of its orders and its entries in the outbox, and the session mirror the workers send with. With
 * `removeUnsent` false it removes nothing and answers 'still-waiting' while any of the account's writes waits.
 */
export function removeAccountFromDevice(
  db: AppDB,
  userId: string,
  { removeUnsent }: { removeUnsent: boolean },
  locks: Pick<LockManager, 'request'> | null = defaultLocks(),
): Promise<Removal> {
  const work = () =>
    db.transaction(
      'rw',
      [db.outbox, db.orders, db.cart, db.meta, db.addresses, db.garage, db.wishlist, db.compare],
      async (): Promise<Removal> => {
        const entries = await db.outbox.filter(isAccount(userId)).toArray();
        // Under the lock nothing is being sent: a 'sending' entry is one a closed tab left, still unsent.
        const unsent = entries.filter((entry) => entry.state !== 'failed');
        if (unsent.length > 0 && !removeUnsent) return 'still-waiting';
        // The cart leaves the device, so its waiting changes (a guest's before the sign-in too) have nothing to send.
        const cartEntries = await db.outbox
          .where('stream')
          .equals(cartStream)
          .and((entry) => entry.state !== 'done')
          .toArray();
        await db.outbox.bulkDelete([...entries, ...cartEntries].map((entry) => entry.id));

        const orders = await db.orders.where('userId').equals(userId).toArray();
        await db.orders.bulkDelete(orders.map((record) => record.key));
        // A notice names the order by the key it was placed under (`local:<Idempotency-Key>`).
        const noticeKeys = orders.flatMap((record) =>
          record.idempotencyKey ? [record.key, `local:${record.idempotencyKey}`] : [record.key],
        );
        await forgetOrderNotices(db, new Set(noticeKeys));
        await db.meta.delete(`orders-total:${userId}`);

        await db.cart.clear();
        await db.meta.bulkDelete([cartMetaKey, cartSyncMetaKey, cartNoticeMetaKey]);
        await db.addresses.clear();
        await clearGarageAndSession(db);
        await clearSavedLists(db);
        return 'removed';
      },
    );
  return locks ? locks.request(outboxLock, work) : work();
}
