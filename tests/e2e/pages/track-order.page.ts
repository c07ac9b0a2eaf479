import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Page object for /track-order: the form by its fields' names (any language), the answer by its parts. */
export class TrackOrderPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByTestId('track-order-form');
  }

  async track(number: string, email: string) {
    await this.form().locator('input[name="number"]').fill(number);
    await this.form().locator('input[name="email"]').fill(email);
    await this.form().locator('button[type="submit"]').click();
  }

  found() {
    return this.page.getByTestId('tracked-order');
  }

  failure() {
    return this.page.getByTestId('track-failure');
  }

  events() {
    return this.found().getByTestId('order-event');
  }

  lines() {
    return this.found().getByTestId('order-line');
  }
}

/** The order's id on the server, read with its token. */
export async function orderIdByToken(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(`/api/order/token/${token}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).order.id as number;
}

/** Staff move an order to `status` (ADMIN through POST /order/payment-staus/{id}). */
export async function staffMoves(
  request: APIRequestContext,
  adminToken: string,
  id: number,
  status: string,
  message = '',
) {
  const res = await request.post(`/api/order/payment-staus/${id}`, {
    headers: { Authorization: adminToken },
    data: { status, message },
  });
  expect(res.status(), await res.text()).toBe(200);
}
