// Checkout end to end: a guest (pickup, pay in store) and a signed-in customer approved for invoice place
// orders online (a saved address, pickup in store); an order placed offline survives reloads and is placed exactly
// once when the network returns; a price changed on the server is shown before placing; a response lost after the
// server committed still makes one order; axe finds no serious or critical problem on the cart, the checkout steps
// and the success page. Invoice itself (who may, the limit, a refusal that waited offline): checkout-invoice.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signInNewCustomer, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { CartPage } from './pages/cart.page';
import {
  adminToken,
  CheckoutPage,
  osloAddress,
  saveAddress,
  serverOrderByToken,
  serverOrders,
  setPrice,
} from './pages/checkout.page';
import { setInvoiceTerms } from './pages/invoice.page';
import { controlledByServiceWorker, withoutBackgroundSync } from './pages/offline';
import { type Locale, ShopPage } from './pages/shop.page';

/**
 * Puts `count` products of a list (brake pads unless `list` names another) into the device cart and opens
 * /checkout.
 */
async function cartThenCheckout(page: Page, count = 1, locale: Locale = 'en', opened = false, list?: string) {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  // A page the app draws (not the server): the app runs from then on and keeps the products it sees.
  if (!opened) await shop.open('/cart', locale);
  await cart.seeProducts(list);
  await cart.seed('cart', count);
  await page.goto('/checkout');
  await shop.ready();
}

const cartArticleIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('cart').objectStore('cart').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { articleId: number }[]).map((line) => line.articleId));
          };
        };
      }),
  );

test('a guest checks out online: the success page shows the order the server has', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page);
  await checkout.contact('ola.guest@example.no');
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { token, number } = await checkout.placedOrder();
  await expect(page.getByTestId('payment-method')).toHaveText('Pay in store');
  const onServer = await serverOrderByToken(page.request, token);
  expect(onServer?.number).toBe(number);
  // The cart moved into the order.
  expect(await cartArticleIds(page)).toEqual([]);
});

test('a signed-in customer checks out with the saved address, then with pickup and pay in store', async ({
  page,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  await saveAddress(page.request, account.token, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  const pages = new AccountPages(page);
  await pages.signIn(account);
  await pages.signedIn();
  const checkout = new CheckoutPage(page);

  await cartThenCheckout(page, 2, 'en', true);
  // Contact is the account; the default saved address is chosen.
  await checkout.expectCurrent('delivery');
  await expect(checkout.step('delivery').getByRole('radio', { name: /Storgata 1/ })).toBeChecked();
  await checkout.continueButton('delivery').click();
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const first = await checkout.placedOrder();

  await cartThenCheckout(page, 1, 'en', true);
  await checkout.pickUp();
  await checkout.expectCurrent('billing');
  await checkout
    .step('billing')
    .getByRole('radio', { name: /Storgata 1/ })
    .check();
  await checkout.continueButton('billing').click();
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const second = await checkout.placedOrder();
  await expect(page.getByTestId('pickup-shop')).toContainText('Bildeler Alnabru');
  await expect(page.getByTestId('payment-method')).toHaveText('Pay in store');

  const mine = await serverOrders(page.request, account.token);
  expect(mine.items.map((order) => order.number).sort()).toEqual([first.number, second.number].sort());
  const pickup = await serverOrderByToken(page.request, second.token);
  expect(pickup).toMatchObject({ pickup: true, payment: { method: 'store' } });
});

test('an order placed offline waits through two reloads and is placed exactly once back online', {
  tag: '@offline',
}, async ({ page, context, clientHeaders }) => {
  await withoutBackgroundSync(page);
  const account = await signInNewCustomer(page, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  await controlledByServiceWorker(page);
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page, 1, 'en', true);

  await context.setOffline(true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-offline')).toBeVisible();
  await checkout.placeButton().click();
  await expect(page).toHaveURL(/\/checkout\/local:/);
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  expect((await serverOrders(page.request, account.token)).total).toBe(0);

  await context.setOffline(false);
  const { number } = await checkout.placedOrder();
  await expect.poll(async () => (await serverOrders(page.request, account.token)).total).toBe(1);
  expect((await serverOrders(page.request, account.token)).items[0]?.number).toBe(number);
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  expect((await serverOrders(page.request, account.token)).total).toBe(1);
});

test('a price changed on the server while offline is shown, and must be accepted, before placing', {
  tag: '@offline',
}, async ({ page, context, playwright, clientHeaders }) => {
  const checkout = new CheckoutPage(page);
  // Pollen filters: no other test buys them, so the new price reaches no other test's order.
  await cartThenCheckout(page, 1, 'en', false, '/catalog/pollenfilter');
  // The postcode register is a chunk of its own: offline it comes from the service worker's precache.
  await controlledByServiceWorker(page);
  const [articleId = 0] = await cartArticleIds(page);
  const shown = Number((await page.getByTestId('cart-total').textContent())?.replace(/[^\d]/g, '') ?? 0);

  await context.setOffline(true);
  // Another device (the admin's) changes the price meanwhile.
  const api = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const admin = await adminToken(api, clientHeaders);
  // Above whatever it costs now (a retry meets the price its first try set).
  const now = await api.get(`/api/product/item?id=${articleId}&lang=en`);
  const price = ((await now.json()).product.price as number) + 100;
  await setPrice(api, admin, articleId, price);

  await checkout.contact('kari.offline@example.no');
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-offline')).toBeVisible();

  await context.setOffline(false);
  const change = page.getByTestId('change-price');
  await expect(change).toBeVisible();
  // "1 013 kr", "1,013 kr": the digits of the new price, grouped as the language does.
  await expect
    .poll(async () => ((await change.textContent()) ?? '').replace(/[^\d→]/g, ''))
    .toContain(`→${price}`);
  await expect(checkout.placeButton()).toBeDisabled();
  await page.getByTestId('confirm-changes').click();
  await checkout.placeButton().click();
  const { token } = await checkout.placedOrder();
  const order = await serverOrderByToken(page.request, token);
  expect(order?.items[0]?.price).toBe(price);
  expect(order?.total).not.toBe(shown);
  await api.dispose();
});

test('a response lost after the server committed still makes exactly one order', async ({
  page,
  context,
  clientHeaders,
}) => {
  const account = await signInNewCustomer(page, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  let dropped = 0;
  await context.route('**/api/order/create-order', async (route) => {
    if (dropped > 0) return route.continue();
    dropped++;
    // The request reaches the server and is committed; its answer never reaches the device.
    await route.fetch();
    await route.abort('connectionreset');
  });
  const checkout = new CheckoutPage(page);
  await cartThenCheckout(page, 1, 'en', true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  await checkout.placeButton().click();
  const { number } = await checkout.placedOrder();
  expect(dropped).toBe(1);
  const mine = await serverOrders(page.request, account.token);
  expect(mine.total).toBe(1);
  expect(mine.items[0]?.number).toBe(number);
});

for (const locale of ['no', 'ar'] as const) {
  test(`axe: cart, every checkout step and the success page in ${locale}`, async ({ page }, testInfo) => {
    // Delivery is done twice (home, where invoice shows why it is not for a guest; then pickup): a long walk.
    test.slow();
    const scan = async (name: string) => {
      expect((await seriousViolations(page)).map((violation) => `${name}: ${violation}`)).toEqual([]);
      if (process.env.CHECKOUT_SHOTS) {
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({
            path: testInfo.outputPath(`${locale}-${name}-${width}.png`),
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    };
    const shop = new ShopPage(page);
    const cart = new CartPage(page);
    await shop.open('/cart', locale);
    await cart.seeProducts();
    await cart.seed('cart', 2);
    await page.goto('/cart');
    await shop.ready();
    await expect(cart.lines()).toHaveCount(2);
    await scan('cart');
    await page.goto('/checkout');
    await shop.ready();
    const step = (name: string) => page.getByTestId(`step-${name}`);
    const next = (name: string) => step(name).locator('button[type=submit]').click();
    await expect(step('contact')).toHaveAttribute('data-state', 'current');
    await next('contact');
    await expect(step('contact').locator('[role=alert]')).toBeVisible();
    await scan('contact');
    await step('contact').locator('input[type=email]').fill('axe@example.no');
    await next('contact');
    await expect(step('delivery')).toHaveAttribute('data-state', 'current');
    await next('delivery');
    await expect(step('delivery').locator('[role=alert]').first()).toBeVisible();
    await scan('delivery');
    await page.locator('#delivery-firstName').fill(osloAddress.firstName);
    await page.locator('#delivery-lastName').fill(osloAddress.lastName);
    await page.locator('#delivery-address1').fill(osloAddress.address1);
    await page.locator('#delivery-postcode').fill(osloAddress.postcode);
    await expect(page.locator('#delivery-city')).not.toHaveValue('');
    await page.locator('#delivery-phone').fill(osloAddress.phone);
    await next('delivery');
    await expect(step('billing')).toHaveAttribute('data-state', 'current');
    await scan('billing');
    await next('billing');
    await expect(step('payment')).toHaveAttribute('data-state', 'current');
    // A guest's invoice is shown unavailable with its reason.
    await expect(page.getByTestId('pay-invoice').locator('input')).toBeDisabled();
    await scan('payment');
    // Picked up and paid in store, billed to the address typed for delivery.
    await step('delivery').locator('button[type=button]').click();
    await step('delivery').locator('input[name=delivery-kind]').nth(1).check();
    await next('delivery');
    await expect(step('billing')).toHaveAttribute('data-state', 'current');
    await page.locator('#billing-firstName').fill(osloAddress.firstName);
    await page.locator('#billing-lastName').fill(osloAddress.lastName);
    await page.locator('#billing-address1').fill(osloAddress.address1);
    await page.locator('#billing-postcode').fill(osloAddress.postcode);
    await expect(page.locator('#billing-city')).not.toHaveValue('');
    await page.locator('#billing-phone').fill(osloAddress.phone);
    await next('billing');
    await expect(step('payment')).toHaveAttribute('data-state', 'current');
    await page.getByTestId('pay-store').locator('input').check();
    await next('payment');
    await expect(page.getByTestId('review-checked')).toBeVisible();
    await scan('review');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('order-placed')).toBeVisible({ timeout: 20_000 });
    await scan('success');
  });
}
