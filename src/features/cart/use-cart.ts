import { useLiveQuery } from 'dexie-react-hooks';
import { type CartState, readCart } from '../../db/cart';
import { type CartSummary, summarise } from '../../domain/cart';
import { useDatabase } from '../../lib/database';

export type CartView = CartState & { summary: CartSummary };

/** The cart on this device with its preview totals; undefined until IndexedDB has answered. */
export function useCart(): CartView | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const cart = await readCart(db);
    return { ...cart, summary: summarise(cart.lines, cart.pickup) };
  }, [db]);
}
