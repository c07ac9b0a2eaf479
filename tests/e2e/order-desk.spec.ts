// The staff's order desk: a customer's order found by number and by email, moved PENDING → PAID → SHIPPED from its
// page (cancelling asks first), and the customer's own order page shows it shipped; a customer is refused the desk;
// axe on both desk pages and the confirmation in Norwegian and Arabic; a move refused because the order moved on.
// Each test has its own customer and order, so it holds while other tests use the same server.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { OrderDeskPage, placeCustomerOrder, signInStaff } from './pages/order-desk.page';
import { ShopPage } from './pages/shop.page';

/** A new customer's order, and staff signed in on `page`, on the admin dashboard. */
async function orderAndStaff(page: Page, clientHeaders: Record<string, string>) {
  const customer = await signUp(page.request, clientHeaders);
  const order = await placeCustomerOrder(page.request, clientHeaders, customer);
  await signInStaff(page, clientHeaders);
  await new AccountPages(page).open('/admin/dashboard');
  await expect(page.getByTestId('admin-order-desk')).toBeVisible();
  return { customer, order };
}

test('staff find a customer’s order by number and by email and move it to SHIPPED; the customer sees it', async ({
  page,
  browser,
  clientHeaders,
}) => {
  // Two devices: staff's, then the customer's.
  test.slow();
  const { customer, order } = await orderAndStaff(page, clientHeaders);
  await page.getByTestId('admin-order-desk').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  const desk = new OrderDeskPage(page);
  await expect(desk.rows().first()).toBeVisible();
  await desk.search(order.number.toLowerCase());
  await expect(desk.rows()).toHaveCount(1);
  await expect(desk.row(order.number)).toHaveAttribute('data-status', 'PENDING');

  await desk.search(customer.email.toUpperCase());
  await expect(desk.rows()).toHaveCount(1);
  await expect(desk.row(order.number).getByTestId('desk-row-email')).toHaveText(customer.email);
  await desk.filter('Shipped');
  await expect(desk.range()).toHaveText('No orders match.');
  await desk.filter('Pending');
  await expect(desk.row(order.number)).toBeVisible();

  await desk.row(order.number).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(desk.detail().getByTestId('order-number')).toHaveText(order.number);
  await expect(desk.status()).toHaveAttribute('data-status', 'PENDING');

  // Cancelling asks first; keeping the order moves nothing.
  await desk.moves().getByRole('button', { name: 'Cancel the order' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Cancel order ${order.number}?`);
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(desk.status()).toHaveAttribute('data-status', 'PENDING');

  await desk.move('Mark as paid', 'PAID');
  await expect(desk.moves().getByTestId('desk-effect-CANCELLED')).toHaveText(
    'Cancelling refunds the payment.',
  );
  await page.getByLabel('Note for the history (optional)').fill('Sent with Posten');
  await desk.move('Mark as shipped', 'SHIPPED');
  const history = page.getByTestId('order-history');
  await expect(history.locator('[data-actor="staff"]')).toHaveCount(2);
  await expect(history).toContainText('Sent with Posten');
  await expect(desk.moves().getByRole('button')).toHaveText(['Mark as completed']);

  // Back on the list, the order shows its new status.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Orders' }).click();
  await desk.search(order.number);
  await expect(desk.row(order.number)).toHaveAttribute('data-status', 'SHIPPED');

  await test.step('the customer sees the order shipped, and is refused the desk', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: clientHeaders });
    const customerPage = await context.newPage();
    const pages = new AccountPages(customerPage);
    await pages.signInTo(`/account/orders/${order.id}`, customer);
    await expect(
      customerPage.getByTestId('order-detail').getByTestId('order-status').first(),
    ).toHaveAttribute('data-status', 'SHIPPED');
    // What the guard draws, and that every admin route has it: src/features/account/page-guard.test.tsx; the API's
    // 403 to a customer: server/routes/order/admin-orders.test.ts.
    await pages.open('/admin/orders');
    await expect(customerPage.getByTestId('access-refused')).toBeVisible();
    await expect(customerPage.getByTestId('desk-row')).toHaveCount(0);
    await context.close();
  });
});

test('the desk pages have no serious axe finding in Norwegian and Arabic; a move refused because the order changed meanwhile', async ({
  page,
  clientHeaders,
}) => {
  test.slow();
  const customer = await signUp(page.request, clientHeaders);
  const order = await placeCustomerOrder(page.request, clientHeaders, customer);
  await signInStaff(page, clientHeaders);
  const shop = new ShopPage(page);
  for (const locale of ['no', 'ar'] as const) {
    await test.step(`the desk's list, an order and the confirmation in ${locale}`, async () => {
      await shop.open(`/admin/orders?search=${order.number}`, locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('desk-row')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('desk-row').getByRole('link').click();
      await expect(page.getByTestId('desk-moves')).toBeVisible();
      await expect(page.getByTestId('order-history')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // The confirmation dialog too.
      await page.getByTestId('desk-move-CANCELLED').click();
      await expect(page.getByTestId('desk-confirm')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('desk-confirm-keep').click();
      await expect(page.getByTestId('desk-confirm')).toHaveCount(0);
    });
  }

  await test.step('a move refused because the order changed meanwhile says so and shows the order as it is now', async () => {
    const desk = new OrderDeskPage(page);
    await new AccountPages(page).open(`/admin/orders/${order.id}`);
    await expect(desk.status()).toHaveAttribute('data-status', 'PENDING');
    // Another member of staff marks it paid first.
    const token = await new AccountPages(page).token();
    const res = await page.request.post(`/api/order/payment-staus/${order.id}`, {
      headers: { Authorization: token },
      data: { status: 'PAID' },
    });
    expect(res.status(), await res.text()).toBe(200);

    await desk.moves().getByRole('button', { name: 'Mark as paid' }).click();
    await expect(page.getByTestId('desk-move-failed')).toHaveAttribute('data-kind', 'moved-on');
    await expect(page.getByRole('alert')).toContainText('it has changed meanwhile');
    await expect(desk.status()).toHaveAttribute('data-status', 'PAID');
    await expect(desk.moves().getByRole('button')).toHaveText(['Mark as shipped', 'Cancel the order']);
  });
});
