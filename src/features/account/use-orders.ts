// The order pages' reads: the device's copy of the user's orders (db/orders.ts), brought up to date from the
// server whenever a page opens online. Offline, or when the server cannot be reached, the pages show what was
// last seen.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { fetchMyOrder, fetchMyOrders } from '../../api/orders';
import {
  keepOrderPage,
  keepSeenOrder,
  type OrdersPage,
  readOrdersPage,
  readSeenOrder,
} from '../../db/orders';
import type { OrderDto } from '../../domain/checkout';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import type { Freshness } from '../address/use-saved-addresses';

/** Page `page` of the user's orders as last seen (undefined while the device reads it), and how fresh it is. */
export function useOrdersPage(page: number): { list: OrdersPage | undefined; freshness: Freshness } {
  const db = useDatabase();
  const online = useOnline();
  const userId = useSession().user?._id ?? null;
  const list = useLiveQuery(
    () => (userId ? readOrdersPage(db, userId, page) : Promise.resolve(undefined)),
    [db, userId, page],
  );
  const [freshness, setFreshness] = useState<Freshness>(online ? 'reading' : 'stale');
  useEffect(() => {
    if (!userId || !online) {
      setFreshness('stale');
      return;
    }
    let live = true;
    setFreshness('reading');
    fetchMyOrders(page)
      .then((answer) => keepOrderPage(db, userId, answer))
      .then(
        () => live && setFreshness('fresh'),
        () => live && setFreshness('stale'),
      );
    return () => {
      live = false;
    };
  }, [db, userId, online, page]);
  return { list, freshness };
}

/** One order as last seen (undefined while reading, null when the device has none); `missing` after a 404. */
export function useOrder(id: number | null): { order: OrderDto | null | undefined; missing: boolean } {
  const db = useDatabase();
  const online = useOnline();
  const userId = useSession().user?._id ?? null;
  const order = useLiveQuery(
    () => (userId && id !== null ? readSeenOrder(db, userId, id) : Promise.resolve(null)),
    [db, userId, id],
  );
  const [missing, setMissing] = useState(id === null);
  useEffect(() => {
    if (!userId || id === null || !online) return;
    let live = true;
    fetchMyOrder(id).then(
      (found) => keepSeenOrder(db, userId, found),
      (error: { status?: number }) => live && error.status === 404 && setMissing(true),
    );
    return () => {
      live = false;
    };
  }, [db, userId, id, online]);
  return { order, missing };
}
