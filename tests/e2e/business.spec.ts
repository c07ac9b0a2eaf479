// Business customers (docs/decisions.md, "Business accounts see prices ex. MVA, drawn only"): an account becomes a
// business on its profile page (a wrong organisation number is refused with a field error, the form scanned by axe in
// Norwegian and Arabic), then sees every price ex. MVA, saying so, on a list and in the cart; the cart shows the total
// ex. MVA, the MVA and the same total to pay as incl. MVA; the switch to incl. MVA is kept over a reload; the order it
// places is charged that total and carries the organisation number.
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { BusinessPage, verksted } from './pages/business.page';
import { CartPage, kroner } from './pages/cart.page';
import { CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { putSession, userOf } from './pages/device-session';
import { ShopPage } from './pages/shop.page';
import { TrackOrderPage } from './pages/track-order.page';

test('a business account sees prices ex. MVA on a list and in the cart, and pays the same total', async ({
  page,
  clientHeaders,
}) => {
  test.slow();
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  const business = new BusinessPage(page);
  const account = await signUp(page.request, clientHeaders);
  await putSession(page, { token: account.token, user: await userOf(page.request, account.token) });

  for (const locale of ['no', 'ar'] as const) {
    await test.step(`the profile's company part has no serious a11y violations in ${locale}, with a field error`, async () => {
      await shop.open('/account/profile', locale);
      const form = business.form();
      await form.locator('input[type="radio"][value="business"]').check();
      await form.locator('input[name="orgNumber"]').fill('974 760 674');
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('input[name="orgNumber"]')).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  await new AccountPages(page).open('/account/profile');

  // A number whose check digit does not hold is refused on the field.
  await business.becomeBusiness({ ...verksted, orgNumber: '974 760 674' });
  await expect(business.form().getByText('Please enter a valid organisation number')).toBeVisible();
  await business.form().getByLabel('Organisation number').fill(verksted.orgNumber);
  await business.save();
  await expect(page.getByText('Your profile has been saved.').first()).toBeVisible();

  // A list: ex. MVA by default, and it says so; incl. MVA is the same price with its 25 %.
  await cart.seeProducts();
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('vat-note').first()).toHaveText('excl. VAT');
  const exPrice = kroner(await card.getByTestId('amount').first().textContent());
  // The price filter says which prices it filters by.
  await expect(page.getByRole('heading', { name: 'Price excl. VAT', exact: true }).first()).toBeAttached();
  await business.show('incl', page.getByTestId('topbar'));
  await expect(card.getByTestId('vat-note').first()).toHaveText('incl. VAT');
  await expect(page.getByRole('heading', { name: 'Price incl. VAT', exact: true }).first()).toBeAttached();
  const inclPrice = kroner(await card.getByTestId('amount').first().textContent());
  expect(Math.abs(exPrice * 1.25 - inclPrice)).toBeLessThanOrEqual(1.25);
  await business.show('excl', page.getByTestId('topbar'));

  // The cart: subtotal ex. MVA, the total ex. MVA and the MVA, and the total to pay incl. MVA.
  await cart.seed('cart', 2);
  await page.goto('/cart');
  await shop.ready();
  // Picked up in store, as the checkout below: the total has no shipping in it.
  await cart.pickup().check();
  await expect
    .poll(async () => kroner(await cart.amount('shipping').getByTestId('amount').textContent()))
    .toBe(0);
  await expect(cart.amount('subtotal').getByTestId('vat-note')).toHaveText('excl. VAT');
  await expect(page.getByTestId('cart-total-ex')).toBeVisible();
  await expect(cart.amount('total').getByTestId('vat-note')).toHaveText('incl. VAT');
  const toPayEx = kroner(await cart.amount('total').getByTestId('amount').textContent());
  const subtotalEx = kroner(await cart.amount('subtotal').getByTestId('amount').textContent());

  // Switched to incl. MVA (kept over a reload): the subtotal grows by its MVA, the total to pay stays.
  await business.show('incl');
  await page.reload();
  await shop.ready();
  await expect(business.switchIn().locator('[data-vat="incl"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cart-total-ex')).toHaveCount(0);
  await expect(cart.amount('subtotal').getByTestId('vat-note')).toHaveText('incl. VAT');
  expect(kroner(await cart.amount('subtotal').getByTestId('amount').textContent())).toBeGreaterThan(
    subtotalEx,
  );
  expect(kroner(await cart.amount('total').getByTestId('amount').textContent())).toBe(toPayEx);
  await business.show('excl');

  // Checkout: the amount to confirm is that total, incl. MVA; the order is charged it and carries the number.
  const checkout = new CheckoutPage(page);
  await page.goto('/checkout');
  await shop.ready();
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await expect(checkout.placeButton()).toContainText('incl. VAT');
  expect(kroner(await checkout.placeButton().textContent())).toBe(toPayEx);
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();
  await expect(page.getByTestId('order-org-number')).toHaveText(verksted.orgNumber);
  const order = await serverOrderByToken(page.request, token);
  expect(Math.ceil(order?.total ?? 0)).toBe(toPayEx);
  expect((order as { business?: unknown } | null)?.business).toMatchObject({
    companyName: verksted.name,
    orgNumber: '974760673',
  });

  // Tracked by number and email, it names the company and its number.
  await page.goto('/track-order');
  await shop.ready();
  const track = new TrackOrderPage(page);
  await track.track(number, account.email);
  await expect(track.found().getByTestId('tracked-company')).toContainText(verksted.name);
  await expect(track.found().getByTestId('tracked-company')).toContainText(verksted.orgNumber);
});
