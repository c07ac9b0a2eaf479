import { expect, test } from '@playwright/test';
import { CartPage, kroner } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';

test('quantities recompute the cart; pickup makes shipping free; the last removal leaves the empty cart', async ({
  page,
}) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/', 'en');
  await cart.seeProducts();
  const numbers = await cart.seed('cart', 2);
  await page.goto('/cart');
  await shop.ready();

  await expect(cart.lines()).toHaveCount(2);
  await expect(cart.lines().first()).toContainText(numbers[0] ?? '');
  await expect(cart.amount('shipping')).toHaveText('129 kr');
  const first = cart.lines().first();
  const unit = kroner(await first.getByTestId('line-total').textContent());
  const subtotal = kroner(await cart.amount('subtotal').textContent());
  await first.getByRole('button', { name: 'Increase' }).click();
  await expect(first.getByRole('textbox')).toHaveValue('2');
  await expect(first.getByTestId('line-total')).toHaveText(
    new RegExp(`^${(unit * 2).toLocaleString('en')} kr$`),
  );
  await expect.poll(async () => kroner(await cart.amount('subtotal').textContent())).toBe(subtotal + unit);
  const total = kroner(await cart.amount('total').textContent());
  expect(total).toBe(subtotal + unit + 129);
  expect(kroner(await cart.amount('vat').textContent())).toBe(Math.round(total / 5));
  await expect(page.getByText('Cart updated')).toBeVisible();

  // Typed zero and letters are ignored; an emptied field gets its quantity back when left.
  const field = first.getByRole('textbox');
  await field.fill('0');
  await expect(field).toHaveValue('2');
  await field.fill('');
  await field.blur();
  await expect(field).toHaveValue('2');

  await cart.pickup().check();
  await expect(cart.amount('shipping')).toHaveText('0 kr');
  await expect(page.getByRole('radio', { name: /Bildeler Alnabru/ })).toBeChecked();
  await cart.pickup().uncheck();
  await expect(cart.amount('shipping')).toHaveText('129 kr');
  await expect(page.getByRole('radio')).toHaveCount(0);

  await first.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(cart.lines()).toHaveCount(1);
  await cart
    .lines()
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cart.amount('shipping')).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse the shop' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
});

test('a wishlist product goes into the cart, and an added article raises its line', async ({ page }) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/', 'en');
  await cart.seeProducts();
  await cart.seed('wishlist', 2);
  await page.goto('/wishlist');
  await shop.ready();

  const items = page.getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  await items.first().getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await items.first().getByRole('button', { name: 'Add to cart' }).click();
  await items
    .nth(1)
    .getByRole('button', { name: /^Remove .* from the wishlist$/ })
    .click();
  await expect(items).toHaveCount(1);

  await page.goto('/cart');
  await shop.ready();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
});

test('the comparison shows articles side by side; remove one, then clear all', async ({ page }) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/', 'en');
  await cart.seeProducts();
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
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No products to compare')).toBeVisible();
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

test('product cards add to the cart, wishlist and comparison', async ({ page }) => {
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  await shop.open('/catalog/bremseklosser', 'en');
  await expect(catalog.productCards().first()).toBeVisible();
  const card = catalog
    .productCards()
    .filter({ hasNot: page.getByText('Out of stock') })
    .first();

  await card.getByTestId('add-to-cart').click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await card.getByTestId('wishlist-toggle').click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(card.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
  await card.getByTestId('compare-toggle').click();
  await expect(page.getByText('Added to comparison')).toBeVisible();

  await page.goto('/cart');
  await expect(new CartPage(page).lines()).toHaveCount(1);
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  await page.goto('/compare');
  await expect(new CartPage(page).compareColumns()).toHaveCount(1);
});

test('the cart changed offline is still there after a reload', { tag: '@offline' }, async ({
  page,
  context,
}) => {
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/', 'en');
  await controlledByServiceWorker(page);
  await cart.seeProducts();
  await cart.seed('cart', 2, 3);
  await page.goto('/cart');
  await shop.ready();
  await expect(cart.lines()).toHaveCount(2);

  await context.setOffline(true);
  await cart.lines().first().getByRole('button', { name: 'Decrease' }).click();
  await cart.pickup().check();
  await cart
    .lines()
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(cart.lines()).toHaveCount(1);

  await page.reload();
  await shop.ready();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
  await expect(cart.pickup()).toBeChecked();
  await expect(cart.amount('shipping')).toHaveText('0 kr');
  await context.setOffline(false);
});
