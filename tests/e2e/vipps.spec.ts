// Vipps end to end (issue 20) against the fake Vipps the run starts (scripts/vipps-fake.ts, playwright.config.ts):
// a guest chooses Vipps, is sent to the Vipps test page, approves and comes back to a PAID order; a guest who
// aborts keeps a PENDING, payable order and pays it again. axe checks the success page's states in no and ar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { CheckoutPage, serverOrderByToken } from './pages/checkout.page';
import { type Locale, ShopPage } from './pages/shop.page';

/** A guest's Vipps order up to the Vipps test page (each test its own guest email). */
async function orderWithVipps(page: Page, email: string) {
  const checkout = new CheckoutPage(page);
  await checkout.guestToPayment(email);
  await checkout.pay('Vipps');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  // The success page sends the customer on to Vipps once the payment is made.
  await expect(page.getByRole('heading', { name: 'Vipps test' })).toBeVisible({ timeout: 30_000 });
}

/** Back on the success page: its order token. */
const tokenOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** Reloads the success page in `locale` and checks it with axe. */
async function axeIn(page: Page, locale: Locale) {
  await page.evaluate((l) => localStorage.setItem('bildeler.locale', l), locale);
  await page.reload();
  await new ShopPage(page).ready();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'no' ? 'nb' : locale);
  await expect(page.getByTestId('order-placed')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

test('pay with Vipps: approve on the Vipps page, the success page shows the order PAID', async ({ page }) => {
  await orderWithVipps(page, 'vipps.approve@example.no');
  // The fake's page is a page customers of the test system see too: accessible.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid', { timeout: 20_000 });
  await expect(page.getByTestId('payment-method')).toHaveText('Vipps');
  await expect(page.getByTestId('vipps-waiting')).toHaveCount(0);
  const order = await serverOrderByToken(page.request, tokenOf(page));
  expect(order?.payment.method).toBe('vipps');
  expect(order?.status).toBe('PAID');
  await axeIn(page, 'no');
  await axeIn(page, 'ar');
});

test('abort on the Vipps page: the order stays payable, and paying again works', async ({ page }) => {
  await orderWithVipps(page, 'vipps.abort@example.no');
  await page.getByRole('button', { name: 'Abort' }).click();
  const aborted = page.getByTestId('vipps-aborted');
  await expect(aborted).toBeVisible({ timeout: 20_000 });
  await expect(aborted.getByRole('heading')).toHaveText('The Vipps payment was stopped');
  const token = tokenOf(page);
  const before = await serverOrderByToken(page.request, token);
  expect(before?.status).toBe('PENDING');
  await axeIn(page, 'no');
  await axeIn(page, 'ar');

  await page.getByTestId('vipps-aborted').getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Vipps test' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('vipps-aborted')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await serverOrderByToken(page.request, token))?.status, {
      timeout: 20_000,
    })
    .toBe('PAID');
  await expect(page.locator('[data-testid="payment-status"]')).not.toHaveText(/stopped/);
});
