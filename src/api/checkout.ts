// Checkout reads: the server's price and stock check of the cart's articles before an order is placed, and an
// order by its token (the success page on a device that does not have it). Placing itself goes through the outbox
// (db/waiting-orders.ts). Offline both fail with ApiError NETWORK; neither answer is kept by the service worker.
import type { OrderDto, ValidateAnswer } from '../domain/checkout';
import { OrderAnswer, ValidateAnswerSchema } from '../domain/checkout-schemas';
import type { Locale } from '../domain/locale';
import { request } from './client';

/** POST /product/validate: each article's price, discount, unit price and what can be had now; unknown ids. */
export function validateArticles(articleIds: number[], lang: Locale): Promise<ValidateAnswer> {
  return request(ValidateAnswerSchema, '/product/validate', {
    method: 'POST',
    body: { articleIds, lang },
  });
}

/** GET /order/token/{token}; ApiError 404 when no order has it. */
export async function fetchOrderByToken(token: string): Promise<OrderDto> {
  return (await request(OrderAnswer, `/order/token/${encodeURIComponent(token)}`)).order;
}
