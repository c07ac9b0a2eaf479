// The phone header at 360 px keeps to the screen with everything it can show at once: a signed-in customer's
// account link, a cart with a count, the offline state and changes waiting to be sent. The wordmark gives way first.
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CartPage } from './pages/cart.page';
import { ShopPage } from './pages/shop.page';

test('the phone header fits 360 px signed in, offline, with changes waiting and a full cart, in no and ar', async ({
  page,
  context,
  clientHeaders,
}) => {
  test.slow();
  const account = await signUp(page.request, clientHeaders);
  await new AccountPages(page).signInTo('/', account);
  const cart = new CartPage(page);
  await cart.seeProducts();
  await cart.seed('cart', 3);
  await page.setViewportSize({ width: 360, height: 740 });
  const shop = new ShopPage(page);
  for (const [i, locale] of (['no', 'ar'] as const).entries()) {
    await shop.open('/catalog/bremseklosser', locale);
    const header = page.locator('header').filter({ visible: true }).first();
    await expect(header.getByTestId('cart-count')).toHaveText('3');
    // Offline, a wishlist add waits to be sent: the header shows both.
    await context.setOffline(true);
    await page.getByTestId('product-card').nth(i).getByTestId('wishlist-toggle').click();
    await expect(header.getByTestId('offline-indicator')).toBeVisible();
    await expect(header.getByTestId('pending-badge')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${locale}: nothing reaches past the screen`).toBeLessThanOrEqual(0);
    const count = await header.getByTestId('cart-count').boundingBox();
    expect(
      count && count.x >= 0 && count.x + count.width <= 360,
      `${locale}: the cart's count is on screen`,
    ).toBe(true);
    await context.setOffline(false);
    await expect(header.getByTestId('pending-badge')).toHaveCount(0);
  }
});
