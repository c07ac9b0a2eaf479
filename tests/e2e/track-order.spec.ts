// Track order end to end: a guest places an order in the checkout and its confirmation is in the dev mailbox, once; the
// order is found at /track-order by its number and email — status, lines and history, staff's changes as the
// shop's — and a wrong email gets the not-found answer; offline the page says it needs a connection; axe finds no
// serious or critical problem on the form, an order found and the not-found answer, in Norwegian and Arabic. The
// history on the customer's own order page: orders-pages.spec.ts.
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { adminToken, CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { mailsTo } from './pages/mailbox';
import { ShopPage } from './pages/shop.page';
import { orderIdByToken, staffMoves, TrackOrderPage } from './pages/track-order.page';

test('a guest’s order: confirmed by mail once, tracked by number and email, a wrong email finds nothing; offline; axe', async ({
  page,
  context,
  clientHeaders,
}) => {
  // A checkout, six scans of axe: the time of the tests this walk replaces, and axe's (as a11y.spec.ts gives it).
  test.setTimeout(3 * test.info().timeout + 6 * 30_000);
  const email = `track.guest.${crypto.randomUUID().slice(0, 8)}@example.no`;
  const checkout = new CheckoutPage(page);
  await checkout.guestToPayment(email, 2, 'pickup');
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();
  const shop = new ShopPage(page);
  const tracking = new TrackOrderPage(page);

  await test.step('its confirmation is in the mailbox, and reads in a browser', async () => {
    const order = await serverOrderByToken(page.request, token);
    const [mail] = await mailsTo(page.request, email);
    expect(mail?.subject).toBe(`Order confirmation – order ${number}`);
    expect(mail?.text).toContain('Hello Kari,');
    expect(mail?.text).toContain('Pay in store at pickup');
    expect(mail?.text).toMatch(/https?:\/\/[^\s]+\/track-order/);
    // In a tab of its own: the shop's page stays as it is.
    const mailPage = await context.newPage();
    await mailPage.setContent(mail?.html ?? '');
    await expect(mailPage.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mailPage.locator('tbody tr')).toHaveCount(order?.items.length ?? 0);
    await expect(mailPage.getByText(number, { exact: true })).toBeVisible();
    await expect(
      mailPage.getByRole('link', { name: 'Track the order with its number and your email address' }),
    ).toBeVisible();
    await mailPage.close();
  });

  await test.step('tracked by number and email, in any case: status, lines and history, nothing personal', async () => {
    await shop.open('/track-order', 'en');
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
    await expect(tracking.found()).not.toContainText(osloAddress.address1);
    await expect(tracking.found()).not.toContainText(email);
    // The success page's later calls (create-payments) mailed nothing more.
    expect(await mailsTo(page.request, email)).toHaveLength(1);
  });

  await test.step('the shop takes the payment and ships: the history says it was the shop', async () => {
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
    await expect(tracking.failure()).toHaveText(
      'We found no order with that order number and email address.',
    );
    await expect(tracking.found()).toHaveCount(0);
  });

  await test.step('offline, the page says tracking needs a connection, and a search that the shop was not reached', async () => {
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

  for (const locale of ['no', 'ar'] as const) {
    await test.step(`no serious a11y violations in ${locale}: the form, an order found, none found`, async () => {
      await shop.open('/track-order', locale);
      await expect(tracking.form()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await tracking.track(number, email);
      await expect(tracking.events()).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);

      await tracking.track(number, `x${email}`);
      await expect(tracking.failure()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
