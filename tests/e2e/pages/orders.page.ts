import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './account-pages.page';
import { kari } from './addresses.page';
import { setInvoiceTerms } from './invoice.page';

type ApiProduct = { articleId: number; stock: string };

/** Articles on backorder (no shelf limit), so orders of these tests never run out of stock for other tests. */
export async function orderableArticles(request: APIRequestContext, count: number): Promise<number[]> {
  const res = await request.get('/api/tecdoc/get-products?perPage=100&lang=en');
  expect(res.ok()).toBe(true);
  const items = (await res.json()).items as ApiProduct[];
  const backorder = items.filter((item) => item.stock === 'on-backorder').map((item) => item.articleId);
  const inStock = items.filter((item) => item.stock === 'in-stock').map((item) => item.articleId);
  const chosen = [...backorder, ...inStock].slice(0, count);
  expect(chosen.length, 'the seeded catalogue has orderable articles').toBe(count);
  return chosen;
}

export type PlacedOrder = { id: number; number: string; token: string; total: number };

/**
 * Places an order as `account` through the API (as if from another device): picked up and paid in store, or
 * delivered on invoice (staff approve the account for invoice first).
 */
export async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  account: Account,
  order: { articleIds: number[]; pickup?: boolean; extra?: Record<string, unknown> },
): Promise<PlacedOrder> {
  const auth = { ...headers, Authorization: account.token };
  if (!order.pickup) await setInvoiceTerms(request, headers, account);
  const res = await request.post('/api/order/create-order', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: order.articleIds.map((articleId, i) => ({ articleId, quantity: i + 1 })),
      pickup: order.pickup ?? false,
      pickupShop: order.pickup ? 'alnabru' : null,
      shippingAddress: order.pickup ? null : kari,
      billingAddress: kari,
      paymentMethod: order.pickup ? 'store' : 'invoice',
      ...order.extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()).order as PlacedOrder;
  const paid = await request.post('/api/order/create-payments', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { id: placed.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return placed;
}

/** The signed-in user's id, as the app keeps it with the orders on the device. */
export async function userIdOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.get('/api/user/me', { headers: { Authorization: account.token } });
  expect(res.ok()).toBe(true);
  return (await res.json()).user._id;
}

/** Page object for /account/orders and /account/orders/{id}. */
export class OrderPages {
  constructor(readonly page: Page) {}

  rows() {
    return this.page.getByTestId('order-row');
  }

  row(number: string) {
    return this.rows().filter({ hasText: number });
  }

  deviceOrders() {
    return this.page.getByTestId('device-order');
  }

  detail() {
    return this.page.getByTestId('order-detail');
  }

  /** Puts an order of this device straight into the app's IndexedDB (as the checkout does when placing offline). */
  async putDeviceOrder(record: Record<string, unknown>) {
    await this.page.evaluate(
      (value) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('bildeler');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('orders', 'readwrite');
            tx.objectStore('orders').put(value);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      record,
    );
  }
}
