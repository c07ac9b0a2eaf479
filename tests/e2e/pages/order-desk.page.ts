import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Account } from './account-pages.page';
import { osloAddress } from './checkout.page';
import { setInvoiceTerms } from './invoice.page';

/** An article that can be ordered now (on backorder or in stock), from the featured products. */
async function orderableArticle(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/tecdoc/get-feature-products?lang=no');
  const { articles } = (await res.json()) as { articles: { articleId: number; stock: string }[] };
  const article =
    articles.find((item) => item.stock === 'on-backorder') ??
    articles.find((item) => item.stock === 'in-stock');
  if (!article) throw new Error('no orderable featured product');
  return article.articleId;
}

/**
 * An invoice order of `customer` (approved for invoice by staff first), placed through the API (the checkout is not
 * what the desk tests are about).
 */
export async function placeCustomerOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  customer: Account,
): Promise<{ id: number; number: string }> {
  const articleId = await orderableArticle(request);
  await setInvoiceTerms(request, headers, customer);
  const res = await request.post('/api/order/create-order', {
    headers: { ...headers, Authorization: customer.token, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      items: [{ articleId, quantity: 1 }],
      shippingAddress: { ...osloAddress, company: '', address2: '', city: '', email: customer.email },
      pickup: false,
      paymentMethod: 'invoice',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order as { id: number; number: string };
}

export { signInStaff } from './staff-session';

/** Page object for the staff's order desk: /admin/orders and /admin/orders/{id} (English texts). */
export class OrderDeskPage {
  constructor(readonly page: Page) {}

  list() {
    return this.page.getByTestId('desk-orders');
  }

  rows() {
    return this.page.getByTestId('desk-row');
  }

  row(number: string) {
    return this.page.locator(`[data-testid="desk-row"][data-number="${number}"]`);
  }

  range() {
    return this.page.getByTestId('desk-range');
  }

  async search(text: string) {
    await this.page.getByLabel('Order number, email, reference or vehicle').fill(text);
    await this.page.getByTestId('desk-search-submit').click();
    await expect.poll(() => new URL(this.page.url()).searchParams.get('search')).toBe(text.trim());
  }

  async filter(status: string) {
    await this.page.getByLabel('Status', { exact: true }).selectOption({ label: status });
  }

  detail() {
    return this.page.getByTestId('order-detail');
  }

  status() {
    return this.detail().getByTestId('order-status').first();
  }

  moves() {
    return this.page.getByTestId('desk-moves');
  }

  /** Presses a move's button and waits until the order shows the new status. */
  async move(button: string, status: string) {
    await this.moves().getByRole('button', { name: button }).click();
    await expect(this.page.getByTestId('desk-moved')).toBeVisible();
    await expect(this.status()).toHaveAttribute('data-status', status);
  }
}
