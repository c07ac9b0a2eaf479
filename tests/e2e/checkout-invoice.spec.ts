// Invoice and the shop's limits in the checkout: a workshop staff approved buys on invoice and sees what is left;
// an order over it is refused with the reason, and the order paid another way meets the shop's order limit (429),
// waits and says when it is sent again; staff set approval and limit on /admin/customers. A guest's invoice shown
// unavailable (no, ar) and an invoice order refused after waiting offline: checkout.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CartPage } from './pages/cart.page';
import { CheckoutPage, osloAddress, serverOrders } from './pages/checkout.page';
import { InvoiceCustomersPage, setInvoiceTerms } from './pages/invoice.page';
import { ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

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

test('a workshop approved buys on invoice; over its limit it is told why; the shop’s order limit makes the next wait', async ({
  page,
  context,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account, { approved: true, limit: 50_000 });
  // Three orders after one another: a long walk.
  test.slow();
  await new AccountPages(page).signInTo('/cart', account);
  await new CartPage(page).seeProducts();
  const checkout = new CheckoutPage(page);

  const placed = await test.step('on invoice, with what is left of the limit shown', async () => {
    await checkout.openWithProducts();
    await checkout.deliverTo(osloAddress);
    await checkout.billingSame();
    await expect(invoiceChoice(page)).toContainText('You have 50,000 kr left of your invoice limit.');
    await expect(invoiceChoice(page).locator('input')).toBeChecked();
    await checkout.pay('Invoice');
    await expect(page.getByTestId('review-checked')).toBeVisible();
    await checkout.placeButton().click();
    await checkout.placedOrder();
    await expect(page.getByTestId('payment-method')).toHaveText('Invoice');
    const [order] = (await serverOrders(page.request, account.token)).items;
    expect(50_000 - (order?.total ?? 0)).toBeGreaterThan(0);
    return order;
  });

  await test.step('staff lower the limit below the next order: invoice shows why', async () => {
    await setInvoiceTerms(page.request, clientHeaders, account, {
      approved: true,
      limit: Math.ceil(placed?.total ?? 0) + 1,
    });
    await checkout.openWithProducts();
    await checkout.deliverTo(osloAddress);
    await checkout.billingSame();
    await expect(invoiceChoice(page).locator('input')).toBeDisabled();
    await expect(invoiceChoice(page)).toContainText(
      'This order is more than is left of your invoice limit: 1 kr of',
    );
    await shots(page, 'over-limit-en');
  });

  await test.step('picked up and paid in store instead, the order meets the shop’s order limit, waits and is not sent sooner', async () => {
    let calls = 0;
    await context.route('**/api/order/create-order', async (route) => {
      calls++;
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: 'TOO_MANY_REQUESTS', message: 'Too many orders. Try again later.' }),
      });
    });
    // Paid in store, so picked up there (the payment step offers paying in store with pickup only).
    await checkout
      .step('delivery')
      .getByRole('button', { name: /^Change/ })
      .click();
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
    await page.goto('/account/orders');
    await expect(page.getByTestId('device-order-limited')).toContainText(
      'The shop is limiting orders just now.',
    );
    await expect(page.getByTestId('device-order')).toHaveAttribute('data-state', 'waiting');
    // Opening pages asks for a drain; the order is not due for ten minutes, so it went out once.
    await page.reload();
    await expect(page.getByTestId('device-order-limited')).toBeVisible();
    expect(calls).toBe(1);
    expect((await serverOrders(page.request, account.token)).total).toBe(1);
  });
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
