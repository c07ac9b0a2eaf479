// Invoice and the shop's limits in the checkout: a guest sees invoice unavailable and why (Norwegian, Arabic); a
// workshop staff approved buys on invoice and sees what is left, and an order over it is refused with the reason;
// staff set approval and limit on /admin/customers; an invoice order that waited offline and is refused comes back
// with the shop's reason; an order that meets the shop's order limit (429) waits and says when it is sent again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInNewCustomer, signUp } from './pages/account-pages.page';
import { CartPage } from './pages/cart.page';
import { CheckoutPage, osloAddress, serverOrders } from './pages/checkout.page';
import { InvoiceCustomersPage, setInvoiceTerms } from './pages/invoice.page';
import { controlledByServiceWorker, withoutBackgroundSync } from './pages/offline';
import { OrderPages } from './pages/orders.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

/** `count` products of the brake pad list in the device cart, then /checkout. */
async function cartThenCheckout(page: Page, locale: Locale = 'en', opened = false) {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  if (!opened) await shop.open('/cart', locale);
  await cart.seeProducts();
  await cart.seed('cart', 1);
  await page.goto('/checkout');
  await shop.ready();
}

/** Saves screenshots of the page at desktop and phone width when INVOICE_SHOTS is set (for a person to look at). */
async function shots(page: Page, name: string) {
  if (!process.env.INVOICE_SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const invoiceChoice = (page: Page) => page.getByTestId('pay-invoice');

for (const [locale, reason] of [
  ['no', 'For bedriftskunder med en konto vi har godkjent. Logg inn for å betale med faktura.'],
  ['ar', 'لعملاء الشركات ذوي الحسابات التي اعتمدناها. سجّل الدخول للدفع بالفاتورة.'],
] as const) {
  test(`a guest sees invoice unavailable and why (${locale})`, async ({ page }) => {
    const shop = new ShopPage(page);
    await cartThenCheckout(page, locale);
    const step = (name: string) => page.getByTestId(`step-${name}`);
    await step('contact').locator('input[type=email]').fill('gjest@example.no');
    await step('contact').locator('button[type=submit]').click();
    await step('delivery').locator('input[name=delivery-kind]').nth(1).check();
    await step('delivery').locator('button[type=submit]').click();
    await page.locator('#billing-firstName').fill(osloAddress.firstName);
    await page.locator('#billing-lastName').fill(osloAddress.lastName);
    await page.locator('#billing-address1').fill(osloAddress.address1);
    await page.locator('#billing-postcode').fill(osloAddress.postcode);
    await expect(page.locator('#billing-city')).not.toHaveValue('');
    await page.locator('#billing-phone').fill(osloAddress.phone);
    await step('billing').locator('button[type=submit]').click();
    await expect(step('payment')).toHaveAttribute('data-state', 'current');
    await expect(invoiceChoice(page).locator('input')).toBeDisabled();
    await expect(invoiceChoice(page)).toContainText(reason);
    await expect(page.getByTestId('pay-store').locator('input')).toBeChecked();
    await expect(shop.html()).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await shots(page, `guest-payment-${locale}`);
  });
}

test('a workshop staff approved buys on invoice and sees what is left; over its limit it is told why', async ({
  page,
  clientHeaders,
}) => {
  const account = await signInNewCustomer(page, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account, { approved: true, limit: 50_000 });
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page, 'en', true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await expect(invoiceChoice(page)).toContainText('You have 50,000 kr left of your invoice limit.');
  await expect(invoiceChoice(page).locator('input')).toBeChecked();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  await checkout.placedOrder();
  await expect(page.getByTestId('payment-method')).toHaveText('Invoice');
  const [placed] = (await serverOrders(page.request, account.token)).items;
  const left = 50_000 - (placed?.total ?? 0);

  // Staff lower the limit below what the next order costs: invoice shows why, and another way is chosen.
  await setInvoiceTerms(page.request, clientHeaders, account, {
    approved: true,
    limit: Math.ceil(placed?.total ?? 0) + 1,
  });
  await cartThenCheckout(page, 'en', true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await expect(invoiceChoice(page).locator('input')).toBeDisabled();
  await expect(invoiceChoice(page)).toContainText(
    'This order is more than is left of your invoice limit: 1 kr of',
  );
  await shots(page, 'over-limit-en');
  expect(left).toBeGreaterThan(0);
});

test('staff find a customer by email on /admin/customers and approve invoice with a limit', async ({
  page,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  await signInStaff(page, clientHeaders);
  await new ShopPage(page).open('/admin/dashboard', 'en');
  await page.getByTestId('admin-invoice-customers').click();
  const credit = new InvoiceCustomersPage(page);
  await credit.find(account.email.slice(0, 12).toUpperCase());
  const row = credit.customer(account.email);
  await expect(row.getByTestId('credit-approved')).toHaveText('Not approved');
  await credit.setTerms(account.email, true, '25 000');
  await expect(row.getByTestId('credit-approved')).toHaveText('Approved');
  await expect(row.getByTestId('credit-available')).toHaveText('25,000 kr');
  await shots(page, 'admin-customers-en');
  const standing = await page.request.get('/api/invoice/me', { headers: { Authorization: account.token } });
  expect((await standing.json()).invoice).toEqual({
    approved: true,
    limit: 25_000,
    open: 0,
    available: 25_000,
  });
  await credit.setTerms(account.email, true, '-5');
  await expect(row.getByRole('alert')).toContainText('Enter whole kroner from 0 to 1 000 000');
});

test('an invoice order that waited offline and is refused comes back with the reason, the cart kept', {
  tag: '@offline',
}, async ({ page, context, playwright, clientHeaders }) => {
  await withoutBackgroundSync(page);
  const account = await signInNewCustomer(page, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  await controlledByServiceWorker(page);
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page, 'en', true);

  await context.setOffline(true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-offline')).toBeVisible();
  await checkout.placeButton().click();
  await expect(page.getByTestId('order-waiting')).toBeVisible();

  // Meanwhile staff take the account's invoice approval back (from another device).
  const staffDevice = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await setInvoiceTerms(staffDevice, clientHeaders, account, { approved: false, limit: 0 });
  await staffDevice.dispose();

  await context.setOffline(false);
  const refused = page.getByTestId('order-refused');
  await expect(refused).toBeVisible({ timeout: 20_000 });
  await expect(refused).toContainText('Your account is not approved for invoice.');
  await expect(refused).toContainText('The items are back in your cart.');
  expect((await serverOrders(page.request, account.token)).total).toBe(0);
  await shots(page, 'invoice-refused-en');
});

test('an order that meets the shop’s order limit waits, says when it is sent again, and is not sent sooner', async ({
  page,
  context,
  clientHeaders,
}) => {
  const account = await signInNewCustomer(page, clientHeaders);
  let calls = 0;
  await context.route('**/api/order/create-order', async (route) => {
    calls++;
    await route.fulfill({
      status: 429,
      headers: { 'Retry-After': '600', 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'TOO_MANY_REQUESTS', message: 'Too many orders. Try again later.' }),
    });
  });
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page, 'en', true);
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();

  const limited = page.getByTestId('order-limited');
  await expect(limited).toBeVisible();
  await expect(limited).toContainText('The shop is limiting orders just now.');
  await expect(limited).toContainText('sent again at');
  await shots(page, 'order-limited-en');

  // The account's orders say the same about the order waiting on this device.
  const orders = new OrderPages(page);
  await new ShopPage(page).open('/account/orders', 'en');
  await expect(page.getByTestId('device-order-limited')).toContainText(
    'The shop is limiting orders just now.',
  );
  await expect(orders.page.getByTestId('device-order')).toHaveAttribute('data-state', 'waiting');
  // Opening pages asks for a drain; the order is not due for ten minutes, so it went out once.
  await page.reload();
  await expect(page.getByTestId('device-order-limited')).toBeVisible();
  expect(calls).toBe(1);
  expect((await serverOrders(page.request, account.token)).total).toBe(0);
});
