// The order pages' reads: the device's copy of the user's orders (db/orders.ts), brought up to date from the
// server whenever a page opens online. Offline, or when the server cannot be reached, the pages show what was
// last seen.
import { useLiveQuery } from 'dexie-react-hooks';
import { fetchMyOrder, fetchMyOrders } from '../../api/orders';
import {
  keepOrderPage,
  keepSeenOrder,
  type OrdersPage,
  readOrdersPage,
  readSeenOrder,
} from '../../db/orders';
import { type OrderDto, orderPageSize } from '../../domain/checkout';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { type Freshness, useRefresh } from '../../lib/use-refresh';

/**
 * Page `page` of the user's orders as last seen (undefined while the device reads it), or of those `search` finds,
 * and how fresh it is.
 */
export function useOrdersPage(
  page: number,
  search = '',
): { list: OrdersPage | undefined; freshness: Freshness } {
  const db = useDatabase();
  const userId = useSession().user?._id ?? null;
  const list = useLiveQuery(
    () => (userId ? readOrdersPage(db, userId, page, orderPageSize, search) : Promise.resolve(undefined)),
    [db, userId, page, search],
  );
  const freshness = useRefresh(
    userId
      ? async () => keepOrderPage(db, userId, await fetchMyOrders(page, orderPageSize, search), search)
      : null,
    [db, userId, page, search],
  );
  return { list, freshness };
}

/** One order as last seen (undefined while reading, null when the device has none); `missing` after a 404. */
export function useOrder(id: number | null): { order: OrderDto | null | undefined; missing: boolean } {
  const db = useDatabase();
  const userId = useSession().user?._id ?? null;
  const order = useLiveQuery(
    () => (userId && id !== null ? readSeenOrder(db, userId, id) : Promise.resolve(null)),
    [db, userId, id],
  );
  const freshness = useRefresh(
    userId && id !== null ? async () => keepSeenOrder(db, userId, await fetchMyOrder(id)) : null,
    [db, userId, id],
  );
  return { order, missing: id === null || freshness === 'missing' };
}
