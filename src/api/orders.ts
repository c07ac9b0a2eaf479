// The signed-in user's orders: a page of them and one by id; the read by token is the
// checkout's (api/checkout.ts). Reads only: the answers are kept on the device (db/orders.ts) for offline reading,
// never by the service worker. Offline a call fails with ApiError NETWORK; an order that is not the user's is 404.
import { type OrderDto, type OrderPage, orderPageSize } from '../domain/checkout';
import { OrderAnswer, OrderPageRead } from '../domain/checkout-schemas';
import { request } from './client';

/**
 * GET /order/me?page&limit&search: the user's orders, newest first, `limit` a page (`orderPageSize`, 8); with a
 * search, those whose number, reference or vehicle it names.
 */
export function fetchMyOrders(page: number, limit = orderPageSize, search = ''): Promise<OrderPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) params.set('search', search.trim());
  return request(OrderPageRead, `/order/me?${params}`, { auth: true });
}

/** The order read's refusal without a token (docs/decisions.md "The product's exact texts"). A message of the API layer, never shown. */
export const orderTokenMissingMessage = 'Unauthorized';

/**
 * GET /order/{id}: one of the user's orders (ApiError 404 ORDER_NOT_FOUND for anyone else's). Without a stored token
 * it is refused on the device with the product contract's message, 'Unauthorized', where other calls say
 * 'Authorization token is missing.'.
 */
export async function fetchMyOrder(id: number): Promise<OrderDto> {
  return (await request(OrderAnswer, `/order/${id}`, { auth: true, tokenMissing: orderTokenMissingMessage }))
    .order;
}
