// Vipps end to end against the fake Vipps the run starts (scripts/vipps-fake.ts, playwright.config.ts), one guest
// buying three times on one device: a start Vipps refuses shows the reason and paying again works; a payment
// aborted on the Vipps page leaves a PENDING, payable order, paid again and shown PAID; an approval of another amount
// is no payment, and staff see it on the desk, cannot mark the order paid and release it by cancelling. axe checks
// the Vipps page and the success page's Vipps problem in no and ar (the success page itself: checkout.spec.ts). The
// steps steer the one fake, so they are one test.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { CartPage } from './pages/cart.page';
import { CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { OrderDeskPage, signInStaff } from './pages/order-desk.page';
import { type Locale, ShopPage } from './pages/shop.page';

const vippsUrl = `http://127.0.0.1:${process.env.E2E_VIPPS_PORT}`;
/** Tells the fake Vipps to refuse every create (a problem) or to take them again (null). */
const refuseCreates = (page: Page, refusal: { status: number; title: string } | null) =>
  page.request.post(`${vippsUrl}/_fake/control`, { data: { refuseCreates: refusal } });

/**
 * A guest's Vipps order up to the Vipps test page, in English: one product of the brake pads (seen on this device
 * before) into the cart, then checkout with `email`.
 */
async function orderWithVipps(page: Page, email: string, refused = false) {
  await page.evaluate(() => localStorage.setItem('bildeler.locale', 'en'));
  const checkout = new CheckoutPage(page);
  await checkout.openWithProducts();
  await checkout.contact(email);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await checkout.pay('Vipps');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  // The success page sends the customer on to Vipps once the payment is made.
  if (!refused)
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

test('a guest pays with Vipps: refused at the start, aborted, approved; another amount approved is no payment', async ({
  page,
  clientHeaders,
}) => {
  // Three orders after one another, each through the Vipps page and back: a long walk.
  test.slow();
  await new ShopPage(page).open('/cart', 'en');
  await new CartPage(page).seeProducts();

  await test.step('Vipps refuses to start the payment: the customer is told why, and paying again works', async () => {
    await refuseCreates(page, { status: 400, title: 'Bad Request' });
    try {
      await orderWithVipps(page, 'vipps.refused@example.no', true);
      const refused = page.getByTestId('vipps-aborted');
      await expect(refused).toHaveAttribute('data-problem', 'REFUSED', { timeout: 30_000 });
      await expect(refused.getByRole('heading')).toHaveText('Vipps did not start the payment');
      await expect(refused.getByTestId('payment-problem')).toHaveText(
        'Vipps did not accept the payment. Nothing was charged. You can try again; if it happens again, please contact us.',
      );
      expect((await serverOrderByToken(page.request, tokenOf(page)))?.payment.status).toBe('FAILED');
      await axeIn(page, 'no');
      await axeIn(page, 'ar');
    } finally {
      await refuseCreates(page, null);
    }
    await page.getByTestId('vipps-aborted').getByRole('button', { name: /Vipps/ }).click();
    await expect(page.getByRole('heading', { name: 'Vipps test' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('payment-status')).not.toHaveText('Payment failed', { timeout: 20_000 });
    await expect
      .poll(async () => (await serverOrderByToken(page.request, tokenOf(page)))?.status, { timeout: 20_000 })
      .toBe('PAID');
  });

  await test.step('abort on the Vipps page: the order stays payable; paid again, it shows PAID', async () => {
    await orderWithVipps(page, 'vipps.abort@example.no');
    // The fake's page is a page customers of the test system see too: accessible.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Abort' }).click();
    const aborted = page.getByTestId('vipps-aborted');
    await expect(aborted).toBeVisible({ timeout: 20_000 });
    await expect(aborted.getByRole('heading')).toHaveText('The Vipps payment was stopped');
    const token = tokenOf(page);
    expect((await serverOrderByToken(page.request, token))?.status).toBe('PENDING');

    await aborted.getByRole('button').click();
    await expect(page.getByRole('heading', { name: 'Vipps test' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Paid', { timeout: 20_000 });
    await expect(page.getByTestId('payment-method')).toHaveText('Vipps');
    await expect(page.getByTestId('vipps-waiting')).toHaveCount(0);
    await expect(page.getByTestId('vipps-aborted')).toHaveCount(0);
    const order = await serverOrderByToken(page.request, token);
    expect(order?.payment.method).toBe('vipps');
    expect(order?.status).toBe('PAID');
  });

  await test.step('an approval of another amount is no payment; staff see it and release it by cancelling', async () => {
    await orderWithVipps(page, 'vipps.mismatch@example.no');
    const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
    // Vipps is asked for 1 kr more than the order's total before the customer approves.
    const atVipps = await (await page.request.get(`${vippsUrl}/_fake/payments/${reference}`)).json();
    const changed = await page.request.post(`${vippsUrl}/_fake/payments/${reference}/amount`, {
      data: { value: atVipps.amount.value + 100 },
    });
    expect(changed.status()).toBe(200);
    await page.getByRole('button', { name: 'Approve' }).click();
    const mismatch = page.getByTestId('vipps-mismatch');
    await expect(mismatch).toBeVisible({ timeout: 20_000 });
    await expect(mismatch.getByRole('heading')).toHaveText('The payment needs a check by the shop');
    await expect(mismatch.getByRole('button')).toHaveCount(0);
    const order = await serverOrderByToken(page.request, tokenOf(page));
    if (!order) throw new Error('order not found');
    expect(order.status).toBe('PENDING');

    await signInStaff(page, clientHeaders);
    const desk = new OrderDeskPage(page);
    await page.goto(`/admin/orders?search=${order.number}`);
    await expect(desk.row(order.number).getByTestId('desk-row-problem')).toHaveText(
      'Approved amount differs',
    );
    await desk.row(order.number).getByRole('link').click();
    const note = desk.moves().getByTestId('payment-problem');
    await expect(note).toHaveAttribute('data-code', 'AMOUNT_MISMATCH');
    await expect(note).toContainText(`${(order.total + 1).toFixed(2)} NOK`);
    // Only Vipps makes a Vipps order paid: the desk offers cancelling only, and says what it does.
    await expect(desk.moves().getByRole('button')).toHaveText(['Cancel the order']);
    await expect(desk.moves().getByTestId('desk-paid-by-vipps')).toBeVisible();
    await expect(desk.moves().getByTestId('desk-effect-CANCELLED')).toHaveText(
      'Cancelling releases the amount Vipps approved.',
    );
    await desk.moves().getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
    await expect(desk.status()).toHaveAttribute('data-status', 'CANCELLED');
    const released = await (await page.request.get(`${vippsUrl}/_fake/payments/${reference}`)).json();
    expect(released.aggregate.cancelledAmount.value).toBeGreaterThan(0);
  });
});
