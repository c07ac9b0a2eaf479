// Track order end to end: an order placed in the checkout is found at /track-order by its number and
// email — status, lines and history, staff's changes as the shop's — and a wrong email gets the not-found answer;
// the history also shows on the customer's order page; offline the page says it needs a connection; axe finds no
// serious or critical problem on the form, an order found and the not-found answer, in Norwegian and Arabic.
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { adminToken, CheckoutPage, osloAddress } from './pages/checkout.page';
import { OrderPages, orderableArticles, placeOrder } from './pages/orders.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { orderIdByToken, staffMoves, TrackOrderPage } from './pages/track-order.page';

test('a guest tracks the order by number and email: status, lines and history; a wrong email finds nothing', async ({
  page,
  clientHeaders,
}) => {
  test.slow();
  const email = `track.guest.${crypto.randomUUID().slice(0, 8)}@example.no`;
  const checkout = new CheckoutPage(page);
  await checkout.guestToPayment(email, 2, 'pickup');
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();

  const tracking = new TrackOrderPage(page);
  await new ShopPage(page).open('/track-order', 'en');
  await tracking.track(number.toLowerCase(), email.toUpperCase());
  await expect(tracking.found()).toBeVisible();
  await expect(tracking.found().getByRole('heading', { name: `Order ${number}` })).toBeFocused();
  await expect(tracking.found().getByTestId('order-status')).toHaveText('Pending');
  await expect(tracking.lines()).toHaveCount(2);
  await expect(tracking.found().getByTestId('tracked-delivery')).toHaveText(
    'Pick up in store: Bildeler Alnabru',
  );
  await expect(tracking.events()).toHaveCount(1);
  await expect(tracking.events().first()).toContainText('Order placed');
  await expect(tracking.events().first()).toContainText('By you');
  // Nothing personal on the page: not the address, not the email.
  await expect(tracking.found()).not.toContainText(osloAddress.address1);
  await expect(tracking.found()).not.toContainText(email);

  // The shop takes the payment and ships: the history says it was the shop, the badge the new status.
  const admin = await adminToken(page.request, clientHeaders);
  const id = await orderIdByToken(page.request, token);
  await staffMoves(page.request, admin, id, 'PAID');
  await staffMoves(page.request, admin, id, 'SHIPPED', 'Sent with Posten');
  await tracking.track(number, email);
  await expect(tracking.found().getByTestId('order-status')).toHaveText('Shipped');
  await expect(tracking.events()).toHaveCount(3);
  await expect(tracking.events().last()).toHaveAttribute('aria-current', 'step');
  await expect(tracking.events().last()).toContainText('Shipped');
  await expect(tracking.events().last()).toContainText('By the shop');
  await expect(tracking.events().last()).toContainText('Sent with Posten');

  await tracking.track(number, `wrong.${email}`);
  await expect(tracking.failure()).toHaveText('We found no order with that order number and email address.');
  await expect(tracking.found()).toHaveCount(0);
});

test("the history is on the customer's order page too", async ({ page, clientHeaders }) => {
  const account = await signUp(page.request, clientHeaders);
  const [article] = await orderableArticles(page.request, 1);
  const placed = await placeOrder(page.request, clientHeaders, account, { articleIds: [article ?? 0] });
  const admin = await adminToken(page.request, clientHeaders);
  await staffMoves(page.request, admin, placed.id, 'CANCELLED', 'Not available from the supplier');

  const pages = new AccountPages(page);
  await pages.signInTo(`/account/orders/${placed.id}`, account);
  const detail = new OrderPages(page).detail();
  await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
  const events = detail.getByTestId('order-history-card').getByTestId('order-event');
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText('Order placed');
  await expect(events.first()).toContainText('By you');
  await expect(events.last()).toContainText('Cancelled');
  await expect(events.last()).toContainText('By the shop');
  await expect(events.last()).toContainText('Not available from the supplier');
});

test('offline, the page says tracking needs a connection, and a search says the shop could not be reached', async ({
  page,
  context,
}) => {
  const shop = new ShopPage(page);
  const tracking = new TrackOrderPage(page);
  await shop.open('/track-order', 'en');
  // The app owns the page (its route and lazy parts are loaded) before the network goes.
  await expect(shop.html()).toHaveAttribute('data-app', '');
  await expect(page.getByTestId('track-offline')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByTestId('track-offline')).toHaveText(
    'You are offline. Tracking an order needs a connection to the shop.',
  );
  await tracking.track('BD-100001', 'kari@example.no');
  await expect(tracking.failure()).toHaveAttribute('data-code', 'NETWORK');
  await expect(tracking.failure()).toHaveText(
    'Could not reach the shop. Check your connection and try again.',
  );
  await context.setOffline(false);
  await expect(page.getByTestId('track-offline')).toHaveCount(0);
});

for (const locale of ['no', 'ar'] as const satisfies Locale[]) {
  test(`track order has no serious a11y violations in ${locale}: the form, an order found, none found`, async ({
    page,
    clientHeaders,
  }) => {
    const account = await signUp(page.request, clientHeaders);
    const [article] = await orderableArticles(page.request, 1);
    const placed = await placeOrder(page.request, clientHeaders, account, { articleIds: [article ?? 0] });
    const shop = new ShopPage(page);
    const tracking = new TrackOrderPage(page);

    await shop.open('/track-order', locale);
    await expect(tracking.form()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await tracking.track(placed.number, account.email);
    await expect(tracking.events()).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await tracking.track(placed.number, `x${account.email}`);
    await expect(tracking.failure()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
