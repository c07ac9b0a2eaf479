import { useLiveQuery } from 'dexie-react-hooks';
import { type CartState, readCart } from '../../db/cart';
import { db } from '../../db/db';
import { type CartSummary, summarise } from '../../domain/cart';

export type CartView = CartState & { summary: CartSummary };

/** The cart on this device with its preview totals; undefined until IndexedDB has answered. */
export function useCart(): CartView | undefined {
  return useLiveQuery(async () => {
    const cart = await readCart(db);
    return { ...cart, summary: summarise(cart.lines, cart.pickup) };
  }, []);
}
