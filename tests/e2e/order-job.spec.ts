// An order for a job and a car (its reference and vehicle given at checkout, shown on the order and found by the orders
// list's search), and "Order again" at today's prices, saying which price changed since the order (docs/decisions.md,
// "The order's job: a reference and a vehicle on the review step" and "Reorder puts the lines back through the cart").
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CartPage } from './pages/cart.page';
import { adminToken, CheckoutPage, osloAddress, setPrice } from './pages/checkout.page';
import { OrderPages, orderableArticles, placeOrder } from './pages/orders.page';
import { ShopPage } from './pages/shop.page';

/** An article on backorder from a page of the catalogue no other test orders from, with its price now. */
async function quietArticle(request: APIRequestContext) {
  const res = await request.get('/api/tecdoc/get-products?perPage=20&page=40&lang=en');
  expect(res.ok()).toBe(true);
  const items = (await res.json()).items as {
    articleId: number;
    stock: string;
    price: number;
    discount: number | null;
  }[];
  const article =
    items.find((item) => item.stock === 'on-backorder') ?? items.find((item) => item.stock === 'in-stock');
  expect(article, 'the seeded catalogue has an orderable article on page 40').toBeTruthy();
  return article as NonNullable<typeof article>;
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('an order with a reference and a vehicle shows them and is found by them; ordered again at today’s price', async ({
  page,
  clientHeaders,
}) => {
  test.slow();
  const account = await signUp(page.request, clientHeaders);
  await new AccountPages(page).signInTo('/cart', account);
  const cart = new CartPage(page);
  await cart.seeProducts();
  await cart.seed('cart', 1);
  await page.goto('/checkout');
  await new ShopPage(page).ready();
  const checkout = new CheckoutPage(page);
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();

  const job = page.getByTestId('job-fields');
  const reference = job.getByLabel('Your reference');
  await reference.fill('J'.repeat(36));
  await expect(job.getByText('The reference can be at most 35 characters.')).toBeVisible();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  // Refused on the device: the field still says why, and the page stays on the review.
  await checkout.placeButton().click();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await expect(checkout.placeButton()).toContainText('Place order');
  await reference.fill('JOB-4411/PO 778');
  await job.getByLabel('Vehicle').selectOption({ label: 'Another vehicle (registration number)' });
  await job.getByLabel('Registration number').fill('ab 12345');
  await expect(reference).not.toHaveAttribute('aria-invalid');
  await checkout.placeButton().click();
  const { number } = await checkout.placedOrder();
  await expect(page.getByTestId('order-reference')).toHaveText('JOB-4411/PO 778');
  await expect(page.getByTestId('order-vehicle')).toHaveText('AB12345');

  // Another order of the account, for another job: the search tells them apart.
  const [articleId = 0] = await orderableArticles(page.request, 1);
  const other = await placeOrder(page.request, clientHeaders, account, {
    articleIds: [articleId],
    pickup: true,
    extra: { reference: 'JOB-5000' },
  });
  const orders = new OrderPages(page);
  await new ShopPage(page).open('/account/orders', 'en');
  await expect(orders.rows()).toHaveCount(2);
  await expect(orders.row(number).getByTestId('order-row-job')).toHaveText('JOB-4411/PO 778 · AB12345');
  for (const search of ['job-4411', 'AB 12345']) {
    await page.getByTestId('orders-search').fill(search);
    await page.getByTestId('orders-search-submit').click();
    await expect(orders.rows()).toHaveCount(1);
    await expect(orders.row(number)).toHaveCount(1);
  }
  await page.getByTestId('orders-search').fill('job-5000');
  await page.getByTestId('orders-search-submit').click();
  await expect(orders.row(other.number)).toHaveCount(1);
  await expect(orders.rows()).toHaveCount(1);

  await page.getByTestId('orders-search').fill('AB 12345');
  await page.getByTestId('orders-search-submit').click();
  await orders.row(number).click();
  const detail = orders.detail();
  await expect(detail.getByTestId('order-number')).toHaveText(number);
  await expect(detail.getByTestId('order-reference')).toHaveText('JOB-4411/PO 778');
  await expect(detail.getByTestId('order-vehicle')).toHaveText('AB12345');

  await test.step('order again: the lines go into the cart at today’s price, and a price changed since says so', async () => {
    const article = await quietArticle(page.request);
    const placed = await placeOrder(page.request, clientHeaders, account, {
      articleIds: [article.articleId],
      pickup: true,
    });
    const then = placed.total;
    const admin = await adminToken(page.request, clientHeaders);
    const price = Math.ceil(Math.max(article.price, then)) + 100;
    await setPrice(page.request, admin, article.articleId, price);
    try {
      await new AccountPages(page).open(`/account/orders/${placed.id}`);
      const reorder = page.getByTestId('reorder');
      await reorder.getByTestId('reorder-button').click();
      const result = reorder.getByTestId('reorder-result');
      await expect(result).toContainText('1 of 1 items are in your cart.');
      const note = result.locator('[data-testid="reorder-note"][data-kind="price"]');
      await expect(note).toContainText('now');
      const amounts = note.getByTestId('amount');
      await expect(amounts).toHaveCount(2);
      expect(digits(await amounts.nth(0).textContent())).toBe(String(price));
      expect(digits(await amounts.nth(1).textContent())).toBe(String(Math.ceil(then)));

      await reorder.getByRole('link', { name: 'Go to the cart' }).click();
      await expect(cart.lines()).toHaveCount(1);
      await expect.poll(async () => digits(await cart.amount('subtotal').textContent())).toBe(String(price));
    } finally {
      await setPrice(page.request, admin, article.articleId, article.price, article.discount);
    }
  });
});
