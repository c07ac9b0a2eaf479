// Checkout end to end (docs/testing.md, "The e2e layer's rules"): a guest walks every step in Norwegian and Arabic
// (field errors, invoice unavailable and why, pickup, pay in store), places the order the server has, and axe finds
// no serious or critical problem on the cart with lines, each step and the success page; a signed-in customer
// approved for invoice places an order to the saved address whose answer is lost (one order all the same), then one
// picked up and paid in store; orders kept offline, on one service worker: one waits through two reloads and is
// placed exactly once, an invoice order refused meanwhile comes back with the reason and the cart kept, and a price
// changed meanwhile must be accepted before placing. Invoice limits and the shop's order limit: checkout-invoice.spec.ts.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
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
import { ProductPage } from './pages/product.page';
import { ShopPage } from './pages/shop.page';

/** One article to the checkout, then offline: delivered to Oslo, billed there, on invoice, and placed. */
async function placeInvoiceOffline(page: Page, context: BrowserContext, checkout: CheckoutPage) {
  await checkout.openWithProducts(1);
  await context.setOffline(true);
  await checkout.deliverTo(osloAddress);
  await checkout.billingSame();
  await checkout.pay('Invoice');
  await expect(page.getByTestId('review-offline')).toBeVisible();
  await checkout.placeButton().click();
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

const payInStore = { no: 'Betal i butikk', ar: 'الدفع في المتجر' };
const invoiceReason = {
  no: 'For bedriftskunder med en konto vi har godkjent. Logg inn for å betale med faktura.',
  ar: 'لعملاء الشركات ذوي الحسابات التي اعتمدناها. سجّل الدخول للدفع بالفاتورة.',
};

for (const locale of ['no', 'ar'] as const) {
  test(`a guest walks every step and places the order; axe on the cart, each step and the success page (${locale})`, async ({
    page,
  }, testInfo) => {
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
    await page.getByRole('main').locator('a[href="/checkout"]').click();
    const step = (name: string) => page.getByTestId(`step-${name}`);
    const next = (name: string) => step(name).locator('button[type=submit]').click();
    await expect(step('contact')).toHaveAttribute('data-state', 'current');
    await next('contact');
    await expect(step('contact').locator('[role=alert]')).toBeVisible();
    await scan('contact');
    await step('contact').locator('input[type=email]').fill(`gjest.${locale}@example.no`);
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
    await expect(page.getByTestId('pay-invoice')).toContainText(invoiceReason[locale]);
    await expect(shop.html()).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await scan('payment');
    // Picked up and paid in store, billed to an address typed for it.
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
    await expect(page.getByTestId('pay-invoice').locator('input')).toBeDisabled();
    await page.getByTestId('pay-store').locator('input').check();
    await next('payment');
    await expect(page.getByTestId('review-checked')).toBeVisible();
    await scan('review');
    await page.getByTestId('place-order').click();
    const { token, number } = await new CheckoutPage(page).placedOrder();
    await expect(page.getByTestId('payment-method')).toHaveText(payInStore[locale]);
    await scan('success');
    // The success page shows the order the server has, and the cart moved into it.
    expect(await serverOrderByToken(page.request, token)).toMatchObject({
      number,
      pickup: true,
      payment: { method: 'store' },
    });
    expect(await cartArticleIds(page)).toEqual([]);
  });
}

test('a signed-in customer checks out on invoice to the saved address, the answer lost, then picks up and pays in store', async ({
  page,
  context,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  await saveAddress(page.request, account.token, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  let dropped = 0;
  await context.route('**/api/order/create-order', async (route) => {
    if (dropped > 0) return route.continue();
    dropped++;
    // The request reaches the server and is committed; its answer never reaches the device.
    await route.fetch();
    await route.abort('connectionreset');
  });
  // Two orders after one another: a long walk.
  test.slow();
  await new AccountPages(page).signInTo('/cart', account);
  await new CartPage(page).seeProducts();
  const checkout = new CheckoutPage(page);

  await test.step('invoice to the saved address; its answer lost, still one order', async () => {
    await checkout.openWithProducts(2);
    // Contact is the account; the default saved address is chosen.
    await checkout.expectCurrent('delivery');
    await expect(checkout.step('delivery').getByRole('radio', { name: /Storgata 1/ })).toBeChecked();
    await checkout.continueButton('delivery').click();
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

  await test.step('picked up, billed to the saved address, paid in store', async () => {
    await checkout.openWithProducts(1);
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
    expect(mine.total).toBe(2);
    expect(mine.items.map((order) => order.number)).toContain(second.number);
    const pickup = await serverOrderByToken(page.request, second.token);
    expect(pickup).toMatchObject({ pickup: true, payment: { method: 'store' } });
  });
});

test('orders kept offline: placed exactly once back online, refused with the reason, or shown a new price first', {
  tag: '@offline',
}, async ({ page, context, playwright, clientHeaders }) => {
  // Three orders after one another on one installed service worker: a long walk.
  test.slow();
  await withoutBackgroundSync(page);
  const account = await signUp(page.request, clientHeaders);
  await setInvoiceTerms(page.request, clientHeaders, account);
  await new AccountPages(page).signInTo('/cart', account);
  await controlledByServiceWorker(page);
  const cart = new CartPage(page);
  await cart.seeProducts();
  const checkout = new CheckoutPage(page);
  // Another device (the staff's) changes the shop meanwhile.
  const staffDevice = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });

  await test.step('an invoice order placed offline waits through two reloads and is placed once', async () => {
    await placeInvoiceOffline(page, context, checkout);
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

  await test.step('an invoice order that waited is refused when approval was taken back; the cart is kept', async () => {
    await placeInvoiceOffline(page, context, checkout);
    await expect(page.getByTestId('order-waiting')).toBeVisible();
    await setInvoiceTerms(staffDevice, clientHeaders, account, { approved: false, limit: 0 });

    await context.setOffline(false);
    const refused = page.getByTestId('order-refused');
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText('Your account is not approved for invoice.');
    await expect(refused).toContainText('The items are back in your cart.');
    await expect.poll(async () => (await cartArticleIds(page)).length).toBe(1);
    expect((await serverOrders(page.request, account.token)).total).toBe(1);
  });

  await test.step('a price changed on the server while offline is shown, and must be accepted, before placing', async () => {
    // A pollen filter: no other test buys them, so the new price reaches no other test's order.
    await cart.seeProducts('/catalog/pollenfilter');
    const pollen = await ProductPage.products(page.request, 'category=pollenfilter&perPage=100&lang=en');
    const pollenIds = new Set(pollen.map((product) => product.articleId));
    await cart.seedAmong('cart', 1, [...pollenIds]);
    const [articleId = 0] = (await cartArticleIds(page)).filter((id) => pollenIds.has(id));
    await page.goto('/checkout');
    await new ShopPage(page).ready();
    const shown = Number((await page.getByTestId('cart-total').textContent())?.replace(/[^\d]/g, '') ?? 0);

    await context.setOffline(true);
    const admin = await adminToken(staffDevice, clientHeaders);
    // Above whatever it costs now (a retry meets the price its first try set).
    const now = await staffDevice.get(`/api/product/item?id=${articleId}&lang=en`);
    const price = ((await now.json()).product.price as number) + 100;
    await setPrice(staffDevice, admin, articleId, price);

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
    expect(order?.items.find((item) => item.articleId === articleId)?.price).toBe(price);
    expect(order?.total).not.toBe(shown);
  });
  await staffDevice.dispose();
});
