// Keeps the server's copy of the cart in step: 500 ms after the last change on the device the cart goes
// into the outbox (db/cart-sync.ts) and the sync worker is asked to send it. A change the app did not get to queue
// (the tab closed within those 500 ms) is still unsent at the next start and goes then. Also runs a sign-in merge
// that waited for the network, and shows the notices the sync worker left (lines the server did not take).
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { toast } from '../../components/toasts';
import { type CartSyncStatus, queueCartSync, readCartSyncStatus, takeCartNotice } from '../../db/cart-sync';
import type { AppDB } from '../../db/schema';
import { cartSyncDelayMs } from '../../domain/cart-sync';
import { useDatabase } from '../../lib/database';
import { requestDrain } from '../../lib/request-drain';
import { useOnline } from '../../lib/use-online';
import { runDueCartMerge } from './cart-account';
import { toastIds } from './checkout';
import { productName } from './product-name';

async function queueAndSend(db: AppDB) {
  const outcome = await queueCartSync(db);
  if (outcome === 'queued' || outcome === 'replaced') await requestDrain();
  if (outcome === 'merge-first') await runDueCartMerge(db);
}

/** Draws nothing; mounted once in the app. */
export function CartSync() {
  useCartSync();
  return null;
}

/** The cart sync's work; answers the status it last read (undefined until IndexedDB has answered). */
export function useCartSync(): CartSyncStatus | undefined {
  const db = useDatabase();
  const { t } = useLingui();
  const online = useOnline();
  const status = useLiveQuery(() => readCartSyncStatus(db), [db]);
  const dirty = status?.dirty ?? false;
  const fingerprint = status?.fingerprint;
  const mergeFor = status?.mergeFor ?? null;
  const noticeAt = status?.noticeAt ?? null;

  // Every change restarts the wait (the effect's clean-up clears the timer): the cart goes 500 ms after the LAST one.
  useEffect(() => {
    if (!dirty || fingerprint === undefined) return;
    const timer = setTimeout(() => {
      queueAndSend(db).catch((error) => console.warn('Cart: not queued for the server', error));
    }, cartSyncDelayMs);
    return () => clearTimeout(timer);
  }, [db, dirty, fingerprint]);

  useEffect(() => {
    if (mergeFor && online) void runDueCartMerge(db);
  }, [db, mergeFor, online]);

  useEffect(() => {
    if (noticeAt === null) return;
    void takeCartNotice(db).then((notice) => {
      if (!notice) return;
      const names = [...new Set(notice.products.map(productName))].join(', ');
      toast.error(t`Could not add to cart`, { id: toastIds.failed, description: names || undefined });
    });
  }, [db, noticeAt, t]);

  return status;
}
