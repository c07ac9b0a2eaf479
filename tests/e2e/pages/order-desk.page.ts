import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Account, e2eAdmin } from './account-pages.page';
import { osloAddress } from './checkout.page';

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

/** An invoice order of `customer`, placed through the API (the checkout is not what the desk tests are about). */
export async function placeCustomerOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  customer: Account,
): Promise<{ id: number; number: string }> {
  const articleId = await orderableArticle(request);
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

/**
 * The e2e ADMIN's session, signed in once per worker: the server checks at most 10 passwords of one account in 15
 * minutes (docs/security.md), and several spec files sign this admin in.
 */
let staffSession: { token: string; user: unknown } | null = null;

/** Puts the ADMIN's session on `page`'s device, as a sign-in with "remember me" leaves it. */
export async function signInStaff(page: Page, headers: Record<string, string>) {
  if (!staffSession) {
    const res = await page.request.post('/api/auth/login', { data: e2eAdmin, headers });
    expect(res.status(), await res.text()).toBe(200);
    staffSession = (await res.json()) as { token: string; user: unknown };
  }
  await page.goto('/robots.txt');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('jwtToken', token);
    localStorage.setItem(
      'bildeler.user',
      JSON.stringify({ user, remember: true, expiresAt: Date.now() + 3_600_000 }),
    );
  }, staffSession);
}

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
    await this.page.getByLabel('Order number or email').fill(text);
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
