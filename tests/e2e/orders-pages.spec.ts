import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { adminToken } from './pages/checkout.page';
import { controlledByServiceWorker } from './pages/offline';
import { OrderPages, orderableArticles, placeOrder, userIdOf } from './pages/orders.page';
import { ShopPage } from './pages/shop.page';
import { staffMoves } from './pages/track-order.page';

test('orders: 8 a page, newest first, this device’s on top; an order’s lines, totals, addresses, payment and history; axe', async ({
  page,
  clientHeaders,
}) => {
  // Nine orders, five pages and four scans of axe: the time of the tests this walk replaces, and axe's (as a11y.spec.ts gives it).
  test.setTimeout(3 * test.info().timeout + 4 * 30_000);
  const account = await signUp(page.request, clientHeaders);
  const [first, second] = await orderableArticles(page.request, 2);
  const articleIds = [first ?? 0, second ?? 0];
  const pickup = await placeOrder(page.request, clientHeaders, account, { articleIds, pickup: true });
  const placed = [pickup];
  for (let i = 0; i < 8; i++)
    placed.push(await placeOrder(page.request, clientHeaders, account, { articleIds }));
  const newest = placed.at(-1);
  const cancelled = placed[1];
  const admin = await adminToken(page.request, clientHeaders);
  await staffMoves(page.request, admin, cancelled?.id ?? 0, 'CANCELLED', 'Not available from the supplier');

  const pages = new AccountPages(page);
  await pages.signInTo('/account/orders', account);
  const orders = new OrderPages(page);
  const detail = orders.detail();

  await test.step('8 a page with their status, newest first', async () => {
    await expect(orders.rows()).toHaveCount(8);
    await expect(orders.rows().first()).toContainText(newest?.number ?? '?');
    await expect(orders.rows().first().getByTestId('order-status')).toHaveText('Pending');
    await expect(orders.row(pickup.number)).toHaveCount(0);
  });

  await test.step('page 2 holds the oldest: the pickup order, its lines, totals, address and payment', async () => {
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
    await expect(orders.rows()).toHaveCount(1);
    await orders.row(pickup.number).click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${pickup.id}$`));
    await expect(detail.getByTestId('order-number')).toHaveText(pickup.number);
    await expect(detail.getByTestId('order-status')).toHaveText('Pending');
    await expect(detail.getByTestId('pickup-shop')).toContainText('Bildeler Alnabru');
    await expect(detail.getByTestId('order-billing')).toContainText('0155 OSLO');
    await expect(detail.getByTestId('payment-method')).toHaveText('Pay in store');
    await expect(detail.getByTestId('payment-status')).toHaveText('Pay when you pick up');
    await expect(detail.getByTestId('order-line')).toHaveCount(2);
    await expect(detail.getByTestId('cart-shipping')).toContainText('0');
    await expect(detail.getByTestId('cart-vat')).toBeVisible();
    const total = await detail.getByTestId('cart-total').innerText();
    expect(Number(total.replace(/\D/g, ''))).toBe(Math.ceil(pickup.total));
  });

  await test.step('a delivered one: its address, the shipping charge and the invoice', async () => {
    await pages.open(`/account/orders/${newest?.id}`);
    await expect(detail.getByTestId('order-delivery')).toContainText('Storgata 1');
    await expect(detail.getByTestId('cart-shipping')).toContainText('129');
    await expect(detail.getByTestId('payment-method')).toHaveText('Invoice');
    await expect(detail.getByTestId('payment-status')).toHaveText('Invoice sent');
  });

  await test.step('one the shop cancelled: its history, the shop’s change as the shop’s', async () => {
    await pages.open(`/account/orders/${cancelled?.id}`);
    await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
    const events = detail.getByTestId('order-history-card').getByTestId('order-event');
    await expect(events).toHaveCount(2);
    await expect(events.first()).toContainText('Order placed');
    await expect(events.first()).toContainText('By you');
    await expect(events.last()).toContainText('Cancelled');
    await expect(events.last()).toContainText('By the shop');
    await expect(events.last()).toContainText('Not available from the supplier');
  });

  await test.step('orders of this device that wait for the network or were refused are listed on top', async () => {
    const userId = await userIdOf(page.request, account);
    const preview = { items: [], subtotal: 499, shipping: 129, tax: 125.6, total: 628 };
    await orders.putDeviceOrder({
      key: 'local:e2e-waiting',
      userId,
      createdAt: Date.now(),
      state: 'waiting',
      preview,
    });
    await orders.putDeviceOrder({
      key: 'local:e2e-refused',
      userId,
      createdAt: Date.now() - 60_000,
      state: 'failed',
      preview,
      error: { code: 'OUT_OF_STOCK', message: 'Not enough in stock.' },
    });
    // Someone else's order on this device is not theirs to see.
    await orders.putDeviceOrder({
      key: 'local:e2e-other',
      userId: 'x',
      createdAt: Date.now(),
      state: 'waiting',
    });
    // Written beside the app's own connection, which does not watch such writes: the page reads them when opened.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(orders.deviceOrders()).toHaveCount(2);
    const [waiting, refused] = [orders.deviceOrders().first(), orders.deviceOrders().nth(1)];
    await expect(waiting).toHaveAttribute('data-state', 'waiting');
    await expect(waiting.getByTestId('order-status')).toHaveText('Waiting for network');
    await expect(refused.getByTestId('order-status')).toHaveText('Not placed');
    await expect(refused.getByTestId('device-order-reason')).toHaveText('Some items are no longer in stock.');
    await expect(waiting.getByRole('link')).toHaveAttribute('href', '/checkout/local:e2e-waiting');
    await expect(orders.row(newest?.number ?? '?')).toHaveCount(1);
  });

  await test.step('someone else’s order is not shown', async () => {
    const other = await signUp(page.request, clientHeaders);
    const theirs = await placeOrder(page.request, clientHeaders, other, { articleIds });
    await pages.open(`/account/orders/${theirs.id}`);
    await expect(page.getByTestId('order-missing')).toContainText(
      'This order does not exist, or it is not yours.',
    );
  });

  const shop = new ShopPage(page);
  for (const locale of ['no', 'ar'] as const) {
    await test.step(`the order pages have no serious a11y violations in ${locale}`, async () => {
      await shop.open('/account/orders', locale);
      await expect(orders.rows()).toHaveCount(8);
      await expect(orders.deviceOrders()).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);

      await orders.row(newest?.number ?? '?').click();
      await expect(detail.getByTestId('order-line')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('orders offline: the list and an order as last seen, after a reload', { tag: '@offline' }, async ({
  page,
  context,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  const [article] = await orderableArticles(page.request, 1);
  const placed = await placeOrder(page.request, clientHeaders, account, { articleIds: [article ?? 0] });
  const pages = new AccountPages(page);
  await pages.signInTo('/account/orders', account);
  const orders = new OrderPages(page);
  await expect(orders.row(placed.number)).toHaveCount(1);
  await orders.row(placed.number).click();
  await expect(orders.detail().getByTestId('order-number')).toHaveText(placed.number);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(orders.detail().getByTestId('order-number')).toHaveText(placed.number);
  await expect(orders.detail().getByTestId('order-line')).toHaveCount(1);
  await expect(orders.detail().getByTestId('payment-method')).toHaveText('Invoice');

  await page.goto('/account/orders');
  await expect(orders.row(placed.number)).toHaveCount(1);
  await expect(orders.row(placed.number).getByTestId('order-status')).toHaveText('Pending');
  await page.reload();
  await expect(orders.row(placed.number)).toHaveCount(1);
});
