import { expect, test } from '@playwright/test';
import { CatalogPage } from './pages/catalog.page';
import { ShopPage } from './pages/shop.page';

test('the category menu leads through a category to its products; sort and page live in the URL; /catalog and a brand on home lead to lists', async ({
  page,
}) => {
  test.slow();
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  await shop.open('/', 'en');

  const menu = await catalog.openCategoryMenu();
  await expect(menu.getByRole('link', { name: 'Battery' }).first()).toBeVisible();
  await menu.getByRole('link', { name: 'Brake', exact: true }).hover();
  await menu.getByRole('link', { name: 'Brake discs and pads' }).click();
  await expect(shop.heading()).toHaveText('Brake discs and pads');
  await catalog.categoryCards().getByRole('link', { name: 'Brake pads' }).click();
  await expect(shop.heading()).toHaveText('Brake pads');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Brake');
  await expect(catalog.productCards().first()).toBeVisible();
  await expect(catalog.productCards()).toHaveCount(16);

  await page.getByLabel('Sort').selectOption('name_asc');
  await expect(page).toHaveURL(/sort=name_asc/);
  await catalog.pages().getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/catalog\/bremseklosser\?sort=name_asc&page=2$/);
  await expect(page.getByText(/^Showing 17–32 of \d+ products$/)).toBeVisible();
  const names = await catalog.productCards().locator('h2').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await page.reload();
  await shop.ready();
  await expect(page.getByLabel('Sort')).toHaveValue('name_asc');
  await expect(catalog.pages().locator('[aria-current=page]')).toHaveText('2');
  await expect(catalog.productCards().locator('h2')).toHaveText(names);

  await test.step('a category with items below it shows them, and its whole product list one click away', async () => {
    await page.goto('/catalog');
    await shop.ready();
    await expect(catalog.categoryCards()).toHaveCount(32);
    await catalog.categoryCards().getByRole('link', { name: 'Brake', exact: true }).click();
    await expect(shop.heading()).toHaveText('Brake');
    await expect(catalog.categoryCards()).toHaveCount(3);
    await page.getByRole('link', { name: 'All products in Brake' }).click();
    await expect(page).toHaveURL(/\/catalog\/bremser\/products$/);
    await expect(catalog.productCards()).toHaveCount(16);
    await page.goto('/catalog/no-such-category');
    await expect(shop.heading()).toHaveText('Page Not Found');
  });

  await test.step('a brand on the home page opens the products of that brand', async () => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Bildeler', exact: true })
      .filter({ visible: true })
      .click();
    await expect(page.getByTestId('brand-grid')).toBeVisible();
    await page.getByTestId('brand-grid').getByRole('link', { name: 'Bosch' }).click();
    await expect(page).toHaveURL(/\/catalog\/products\?brand=bosch$/);
    await expect(catalog.productCards().first()).toBeVisible();
    await expect(catalog.productCards().locator('p').first()).toHaveText(/bosch/i);
    // Read until the list has settled: a card read while the list is being replaced gives no brands at all.
    const brands = async () =>
      new Set(
        (await catalog.productCards().locator('p:first-child').allTextContents()).map((b) => b.toLowerCase()),
      );
    await expect.poll(brands).toEqual(new Set(['bosch']));
  });
});

test('the mobile menu opens the categories level by level @mobile', async ({ page }) => {
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  await shop.open('/', 'en');
  const list = await catalog.openMobileCategories();
  await list.getByRole('button', { name: 'Brake', exact: true }).click();
  await list.getByRole('button', { name: 'Disc brakes' }).click();
  await list.getByRole('button', { name: 'Brake discs and pads' }).click();
  await list.getByRole('link', { name: 'Brake pads' }).click();
  await expect(shop.heading()).toHaveText('Brake pads');
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  await expect(catalog.productCards().first()).toBeVisible();
});
