// The saved lists in the browser (docs/testing.md, "Where a new test goes"): product cards add to the cart, the
// wishlist and the comparison; the header takes the customer to each, where a wishlist product goes into the cart and
// raises its line, a quantity is raised and lines removed to the empty cart, and the comparison is cleared and filled
// again; on a phone the comparison scrolls sideways. The totals, pickup and a quantity field are drawn and tested in
// src/features/cart/cart-page.test.tsx; a cart changed offline: cart-sync.spec.ts.
import { expect, test } from '@playwright/test';
import { CartPage, kroner } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { ShopPage } from './pages/shop.page';

test('product cards add to the cart, wishlist and comparison, and each page takes them on', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  const catalog = new CatalogPage(page);
  // The three lists one after another: a long walk.
  test.slow();
  await shop.open('/catalog/bremseklosser', 'en');
  await expect(catalog.productCards().first()).toBeVisible();
  const card = catalog
    .productCards()
    .filter({ hasNot: page.getByText('Out of stock') })
    .first();

  await test.step('a card adds to the cart, the wishlist and the comparison', async () => {
    await card.getByTestId('add-to-cart').click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await card.getByTestId('wishlist-toggle').click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await card.getByTestId('compare-toggle').click();
    await expect(page.getByText('Added to comparison')).toBeVisible();
  });

  await test.step('the wishlist product goes into the cart, where its line is raised', async () => {
    await page.getByTestId('wishlist-indicator').filter({ visible: true }).click();
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(1);
    await items.first().getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart').first()).toBeVisible();
    await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('2');
    await items
      .first()
      .getByRole('button', { name: /^Remove .* from the wishlist$/ })
      .click();
    await expect(items).toHaveCount(0);

    await page.getByTestId('cart-indicator').filter({ visible: true }).click();
    await page.getByTestId('cart-dropdown').locator('a[href="/cart"]').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cart.lines()).toHaveCount(1);
    await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
  });

  await test.step('a quantity raised recomputes the line; the last removal leaves the empty cart, which leads back to the shop', async () => {
    const line = cart.lines().first();
    const unit = kroner(await line.getByTestId('line-total').textContent()) / 2;
    await line.getByRole('button', { name: 'Increase' }).click();
    await expect(line.getByRole('textbox')).toHaveValue('3');
    await expect(line.getByTestId('line-total')).toHaveText(
      new RegExp(`^${(unit * 3).toLocaleString('en')} kr$`),
    );
    await expect(page.getByText('Cart updated')).toBeVisible();
    await line.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
    await expect(page.getByText('Removed from cart')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveURL(/\/catalog$/);
  });

  await test.step('the comparison shows the card’s article, is cleared, and shows articles side by side', async () => {
    await page.getByTestId('compare-indicator').filter({ visible: true }).click();
    await expect(cart.compareColumns()).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('No products to compare')).toBeVisible();
    await cart.seed('compare', 3);
    await page.goto('/compare');
    await shop.ready();
    await expect(cart.compareColumns()).toHaveCount(3);
    for (const row of ['Brand', 'Art. no.', 'Price', 'Stock', 'Rating'])
      await expect(page.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    await cart
      .compareColumns()
      .first()
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(cart.compareColumns()).toHaveCount(2);
  });
});

test('the comparison scrolls sideways on a phone, not the whole page @mobile', async ({ page }) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/', 'en');
  await cart.seeProducts();
  await cart.seed('compare', 4);
  await page.goto('/compare');
  await shop.ready();
  await expect(cart.compareColumns()).toHaveCount(4);
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
});
