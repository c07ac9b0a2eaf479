// Display currencies: the customer switches to EUR and the list, product and cart prices follow (rounded
// up); the cart and checkout still say what is charged in NOK, the review's amount to confirm is NOK and so is the
// order; the choice survives a reload. The admin changes a rate on the dashboard (DKK, which no other assertion
// uses, and sets it back). axe finds nothing serious with the menu open, in Norwegian and Arabic.
import { expect, test } from './fixtures';
import { AccountPages, e2eAdmin } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { CartPage } from './pages/cart.page';
import { adminToken, CheckoutPage, osloAddress, serverOrderByToken } from './pages/checkout.page';
import { CurrencyMenu, units } from './pages/currency.page';
import { ListPage } from './pages/list.page';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

const euro = /^€\d[\d,]*$/;
const kr = /^\d[\d,]* kr$/;

test('prices follow the chosen currency; checkout still shows and charges NOK', async ({ page }) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  const menu = new CurrencyMenu(page);
  const eur = (await CurrencyMenu.rates(page.request)).find((c) => c.code === 'EUR');
  expect(eur?.rate).toBeGreaterThan(0);
  const rate = eur?.rate ?? 0;

  await shop.open('/catalog/bremseklosser', 'en');
  const firstPrice = page.getByTestId('product-card').first().getByTestId('amount').first();
  await expect(firstPrice).toHaveText(kr);
  const nok = units(await firstPrice.textContent());

  await menu.choose('EUR');
  await expect(firstPrice).toHaveText(euro);
  const shown = units(await firstPrice.textContent());
  // Rounded up: never below the converted price, less than one unit above it.
  expect(shown).toBeGreaterThanOrEqual(Math.floor(nok * rate));
  expect(shown).toBeLessThanOrEqual(Math.ceil(nok * rate) + 1);
  // The price filter shows its range in euros too (the URL keeps kroner).
  await expect(new ListPage(page).filter('price')).toContainText(
    /Available: \u2066€?\d[\d,]*–€\d[\d,]*\u2069/,
  );

  // The product page.
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main').getByText(euro).first()).toBeVisible();

  // The cart: converted amounts, and the NOK total that is charged.
  await cart.seeProducts();
  await cart.seed('cart', 2);
  await page.goto('/cart');
  await shop.ready();
  await expect(cart.amount('total')).toHaveText(euro);
  await expect(page.getByTestId('cart-total-nok')).toHaveText(kr);
  await expect(page.getByText('Charged in NOK').first()).toBeVisible();
  const nokTotal = units(await page.getByTestId('cart-total-nok').textContent());
  expect(units(await cart.amount('total').textContent())).toBeGreaterThanOrEqual(Math.floor(nokTotal * rate));

  // The choice survives a reload.
  await page.reload();
  await shop.ready();
  await expect(menu.button()).toContainText('EUR');
  await expect(cart.amount('total')).toHaveText(euro);

  // Checkout: the summary converts and says what is charged; the review's amount to confirm is NOK.
  const checkout = new CheckoutPage(page);
  await page.getByRole('main').locator('a[href="/checkout"]').click();
  await checkout.contact('valuta.kunde@example.no');
  await checkout.pickUp();
  await checkout.billTo(osloAddress);
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-checked')).toBeVisible();
  const summaryNok = page.getByTestId('cart-total-nok').last();
  await expect(summaryNok).toHaveText(kr);
  const reviewNok = units(await summaryNok.textContent());
  await expect(checkout.placeButton()).toContainText(' kr');
  expect(units(await checkout.placeButton().textContent())).toBe(reviewNok);

  await checkout.placeButton().click();
  const { token } = await checkout.placedOrder();
  // The placed order shows what was charged: NOK, whatever the display currency.
  await expect(page.getByTestId('cart-total').last()).toHaveText(kr);
  const order = await serverOrderByToken(page.request, token);
  expect(Math.ceil(order?.total ?? 0)).toBe(reviewNok);
});

test('the admin sets a rate on the dashboard and it shows with who set it', async ({
  page,
  clientHeaders,
}) => {
  const token = await adminToken(page.request, clientHeaders);
  const before = (await CurrencyMenu.rates(page.request)).find((c) => c.code === 'DKK')?.rate ?? 0.638;
  try {
    await signInStaff(page, clientHeaders);
    await new AccountPages(page).open('/admin/dashboard');
    const row = page.locator('[data-testid=admin-currency][data-currency=DKK]');
    const field = row.getByRole('textbox');
    await expect(field).not.toHaveValue('');

    // A wrong rate: the field says so, nothing is sent.
    await field.fill('-3');
    await page.getByTestId('save-rates').click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('0,6511');
    await page.getByTestId('save-rates').click();
    await expect(row.getByTestId('admin-currency-set')).toContainText(e2eAdmin.email);
    expect((await CurrencyMenu.rates(page.request)).find((c) => c.code === 'DKK')?.rate).toBe(0.6511);
  } finally {
    await CurrencyMenu.setRate(page.request, token, 'DKK', before);
  }
});

test('the currency menu open has no serious accessibility problem in no and ar', async ({ page }) => {
  // Two languages, each a page load and a scan.
  test.slow();
  const shop = new ShopPage(page);
  const menu = new CurrencyMenu(page);
  for (const locale of ['no', 'ar'] as const) {
    await test.step(locale, async () => {
      await shop.open('/catalog/bremseklosser', locale);
      await menu.open();
      await expect(page.getByRole('menuitem')).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    });
  }
});

test('the mobile menu chooses the currency @mobile', async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open('/catalog/bremseklosser', 'en');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByTestId('mobile-currency').click();
  await page.getByTestId('currency-panel').locator('[data-currency=SEK]').click();
  await expect(page.getByTestId('mobile-currency')).toContainText('SEK');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('product-card').first().getByText(/ SEK$/).first()).toBeVisible();
  await page.reload();
  await shop.ready();
  expect(await page.evaluate(() => localStorage.getItem('bildeler.currency'))).toBe('SEK');
});

test('offline the chosen currency and its kept rate still show; a device that never had rates shows NOK', {
  tag: '@offline',
}, async ({ page, context }) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/cart', 'en');
  await controlledByServiceWorker(page);
  await cart.seeProducts();
  await cart.seed('cart', 1);
  await new CurrencyMenu(page).choose('EUR');
  await page.goto('/cart');
  await shop.ready();
  await expect(cart.amount('total')).toHaveText(euro);

  await context.setOffline(true);
  await page.reload();
  await shop.ready();
  await expect(cart.amount('total')).toHaveText(euro);
  await expect(page.getByTestId('cart-total-nok')).toHaveText(kr);

  // The rates forgotten (a device that never had them): NOK, though EUR stays chosen.
  await page.evaluate(() => localStorage.removeItem('currencyRates'));
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (request.url.includes('/api/setting/currencies')) await cache.delete(request);
      }
    }
  });
  await page.reload();
  await shop.ready();
  await expect(cart.amount('total')).toHaveText(kr);
  await expect(page.getByTestId('cart-total-nok')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bildeler.currency'))).toBe('EUR');
});
