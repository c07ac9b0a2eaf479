// The staff's order desk: the list of every order (GET /order/admin), one order with its
// history (GET /order/{id}, which an ADMIN may read for any order) and a status move (POST
// /order/payment-staus/{id} { status, message }, within the state machine; 409 ILLEGAL_TRANSITION otherwise). All
// carry the ADMIN's token, so the service worker neither keeps nor answers them: always fresh, and offline they
// fail with ApiError NETWORK. Nothing of it is kept on the device.
import type { OrderDto } from '../domain/checkout';
import { OrderAnswer } from '../domain/checkout-schemas';
import type { OrderStatus } from '../domain/order';
import { type DeskOrderPage, DeskPageAnswer, deskPageSize } from '../domain/order-desk';
import { request } from './client';
import { fetchMyOrder } from './orders';

export type DeskQuery = { page: number; status: OrderStatus | null; search: string };

/** GET /order/admin?page&limit&status&search: a page of every order, newest first. */
export function fetchDeskOrders(query: DeskQuery): Promise<DeskOrderPage> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(deskPageSize) });
  if (query.status) params.set('status', query.status);
  const search = query.search.trim();
  if (search) params.set('search', search);
  return request(DeskPageAnswer, `/order/admin?${params}`, { auth: true });
}

/** GET /order/{id}: any order for an ADMIN, with its history (ApiError 404 ORDER_NOT_FOUND when there is none). */
export const fetchDeskOrder = fetchMyOrder;

/**
 * POST /order/payment-staus/{id} as staff: moves the order (a Vipps payment is captured on SHIPPED, a paid one
 * refunded on CANCELLED, by the server). Throws ApiError 409 ILLEGAL_TRANSITION when the order has moved on
 * meanwhile, 502/503 PAYMENT_PROVIDER_FAILED when the payment provider did not go along.
 */
export async function moveDeskOrder(id: number, status: OrderStatus, message = ''): Promise<OrderDto> {
  const body = message ? { status, message } : { status };
  return (await request(OrderAnswer, `/order/payment-staus/${id}`, { method: 'POST', body, auth: true }))
    .order;
}
