// The server's cart (GET /api/cart/me, GET /api/cart/{cartId}). Reads only: the cart's writes (create-cart,
// update-cart) travel through the outbox (db/cart-sync.ts queues them). Offline a read fails with ApiError NETWORK;
// answers carry a user's cart, so the service worker never keeps them.
import type { PricedCart } from '../domain/checkout';
import { CartAnswer, LatestCartAnswer } from '../domain/checkout-schemas';
import { request } from './client';

/** The signed-in user's latest cart (null when the account has none), with `token` (the session's). */
export async function fetchMyCart(token?: string): Promise<PricedCart | null> {
  return (await request(LatestCartAnswer, '/cart/me', { auth: true, token })).cart;
}

/** One cart by its id, priced now; ApiError 404 CART_NOT_FOUND when it is gone or another account's. */
export async function fetchCart(cartId: string, token?: string): Promise<PricedCart> {
  const auth = token ? { auth: true, token } : {};
  return (await request(CartAnswer, `/cart/${encodeURIComponent(cartId)}`, auth)).cart;
}
