import { useLiveQuery } from 'dexie-react-hooks';
import type { CartState } from '../../db/cart';
import { readCartAndPrices } from '../../db/cart-sync';
import type { CartLineRecord } from '../../db/types';
import { type CartSummary, summarise } from '../../domain/cart';
import type { PricedCart } from '../../domain/checkout';
import { useDatabase } from '../../lib/database';
import { addsAsked } from './pending-adds';

export type CartView = CartState & {
  summary: CartSummary;
  /** 'server': prices and totals are the server's answer for exactly these lines; 'preview': the device's own. */
  priced: 'server' | 'preview';
  /** How many of this tab's adds had been asked for when this read began (pending-adds.ts). */
  readAfter: number;
};

/** The device's lines with the server's prices, and the server's totals as the summary. */
function withServerPrices(cart: CartState, priced: PricedCart, readAfter: number): CartView {
  const byArticle = new Map(priced.items.map((line) => [line.articleId, line]));
  const lines = cart.lines.map((line): CartLineRecord => {
    const server = byArticle.get(line.articleId);
    if (!server) return line;
    const { price, discount } = server.product;
    return { ...line, price: server.price, product: { ...line.product, price, discount } };
  });
  const summary: CartSummary = {
    quantity: priced.quantity,
    subtotal: priced.subtotal,
    shipping: priced.shipping,
    vat: priced.tax,
    total: priced.total,
    totals: priced.totals.map(({ type, price }) => ({ type, price })),
  };
  return { ...cart, lines, summary, priced: 'server', readAfter };
}

/**
 * The cart on this device; undefined until IndexedDB has answered. Its prices and totals are the server's once the
 * server has priced exactly these lines and pickup choice, else the device's preview.
 */
export function useCart(): CartView | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    // Taken before the read asks for its transaction: the adds asked for until now are in what it reads.
    const readAfter = addsAsked();
    const { cart, priced } = await readCartAndPrices(db);
    if (priced) return withServerPrices(cart, priced, readAfter);
    return { ...cart, summary: summarise(cart.lines, cart.pickup), priced: 'preview' as const, readAfter };
  }, [db]);
}
