// Vipps end to end against the fake Vipps the run starts (scripts/vipps-fake.ts, playwright.config.ts):
// a guest chooses Vipps, is sent to the Vipps test page, approves and comes back to a PAID order; a guest who
// aborts keeps a PENDING, payable order and pays it again; a start Vipps refuses shows the reason and paying again
// works; an approval of another amount is no payment, and staff see it on the desk, cannot mark the order paid and
// release it by cancelling. axe checks the success page's states in no and ar. The tests steer the one fake, so
// they run one after another.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './pages/axe';
import { CheckoutPage, serverOrderByToken } from './pages/checkout.page';
import { OrderDeskPage, signInStaff } from './pages/order-desk.page';
import { type Locale, ShopPage } from './pages/shop.page';

test.describe.configure({ mode: 'serial' });

const vippsUrl = `http://127.0.0.1:${process.env.E2E_VIPPS_PORT}`;
/** Tells the fake Vipps to refuse every create (a problem) or to take them again (null). */
const refuseCreates = (page: Page, refusal: { status: number; title: string } | null) =>
  page.request.post(`${vippsUrl}/_fake/control`, { data: { refuseCreates: refusal } });

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

test('Vipps refuses to start the payment: the customer is told why, and paying again works', async ({
  page,
}) => {
  await refuseCreates(page, { status: 400, title: 'Bad Request' });
  try {
    const checkout = new CheckoutPage(page);
    await checkout.guestToPayment('vipps.refused@example.no');
    await checkout.pay('Vipps');
    await expect(page.getByTestId('review-checked')).toBeVisible();
    await checkout.placeButton().click();
    const refused = page.getByTestId('vipps-aborted');
    await expect(refused).toHaveAttribute('data-problem', 'REFUSED', { timeout: 30_000 });
    await expect(refused.getByRole('heading')).toHaveText('Vipps did not start the payment');
    await expect(refused.getByTestId('payment-problem')).toHaveText(
      'Vipps did not accept the payment. Nothing was charged. You can try again; if it happens again, please contact us.',
    );
    const token = tokenOf(page);
    expect((await serverOrderByToken(page.request, token))?.payment.status).toBe('FAILED');
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

test('an approval of another amount is no payment; staff see it and release it by cancelling', async ({
  page,
  clientHeaders,
}) => {
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
  await expect(desk.row(order.number).getByTestId('desk-row-problem')).toHaveText('Approved amount differs');
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
