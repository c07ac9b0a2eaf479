import { expect, test } from '@playwright/test';
import { ListPage, oddlySpaced } from './pages/list.page';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';
import { golf } from './pages/vehicle.page';

test('the product list: price, brands, sort and page in the URL, chips, the garage vehicle', async ({
  page,
}) => {
  // The walk of several tests that had the same set-up, in one.
  test.slow();
  const shop = new ShopPage(page);
  const list = new ListPage(page);
  await shop.open('/catalog/products', 'en');
  const all = await list.total();

  await test.step('a price outside what is available is kept within it', async () => {
    await list.brand('Bosch').check();
    await expect(page).toHaveURL(/\/catalog\/products\?brand=bosch$/);
    // The range available is Bosch's once the list is Bosch's.
    await expect.poll(() => list.total()).toBeLessThan(all);
    // Without a price filter the fields are empty; the available range shows as their placeholders.
    const from = list.filter('price').getByLabel('From');
    await expect(from).toHaveValue('');
    await expect(from).toHaveAttribute('placeholder', /^\d+$/);
    const min = Number(await from.getAttribute('placeholder'));

    await list.setPrice(0, 500);
    await expect(page).toHaveURL(new RegExp(`\\?price=${min}-500&brand=bosch$`));
    await expect(from).toHaveValue(String(min));
    // The whole available range is no price filter at all.
    await list.setPrice(0, 99_999_999);
    await expect(page).toHaveURL(/\/catalog\/products\?brand=bosch$/);
    await expect(from).toHaveValue('');
  });

  await test.step('brand and price filters, sort and page live in the URL; a reload restores them', async () => {
    await list.brand('ATE').check();
    await expect(page).toHaveURL(/brand=bosch%2Cate$/);
    await list.setPrice(100, 900);
    await expect(page).toHaveURL(/\?price=100-900&brand=bosch%2Cate$/);
    const filtered = await list.total();
    expect(filtered).toBeLessThan(all);
    expect(new Set((await list.brandsShown()).map((b) => b.toLowerCase()))).toEqual(
      new Set(['bosch', 'ate']),
    );

    await page.getByLabel('Sort').selectOption('name_asc');
    await expect(page).toHaveURL(/sort=name_asc$/);
    await list.pages().getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?price=100-900&brand=bosch%2Cate&sort=name_asc&page=2$/);
    await expect(page.getByText(/^Showing 17–\d+ of \d+ products$/)).toBeVisible();
    const names = await list.productCards().locator('h2').allTextContents();

    await page.reload();
    await shop.ready();
    await expect(list.brand('Bosch')).toBeChecked();
    await expect(list.brand('ATE')).toBeChecked();
    await expect(list.filter('price').getByLabel('From')).toHaveValue('100');
    await expect(list.filter('price').getByLabel('To')).toHaveValue('900');
    await expect(page.getByLabel('Sort')).toHaveValue('name_asc');
    await expect(list.pages().locator('[aria-current=page]')).toHaveText('2');
    await expect(list.productCards().locator('h2')).toHaveText(names);

    // Any change of a filter goes back to page 1.
    await list.brand('ATE').uncheck();
    await expect(page).toHaveURL(/\?price=100-900&brand=bosch&sort=name_asc$/);
  });

  await test.step('removing a chip keeps the filter\'s other values; "Reset all" empties the filters', async () => {
    await shop.open('/catalog/products?brand=bosch,ate&rating=4,5&discount=yes&sort=name_desc&page=2', 'en');
    await expect(list.chips().getByRole('button', { name: /^Remove filter/ })).toHaveCount(5);

    await list.chip('Bosch').click();
    await expect(page).toHaveURL(/\?brand=ate&discount=yes&rating=4%2C5&sort=name_desc$/);
    await expect(list.brand('Bosch')).not.toBeChecked();
    await expect(list.brand('ATE')).toBeChecked();
    await list.chip('4 of 5 stars').click();
    await expect(page).toHaveURL(/\?brand=ate&discount=yes&rating=5&sort=name_desc$/);
    await expect(list.chip('On sale')).toBeVisible();

    await list.chips().getByRole('button', { name: 'Reset all' }).click();
    await expect(page).toHaveURL(/\/catalog\/products\?sort=name_desc$/);
    await expect(list.chips()).toHaveCount(0);
    await expect(list.productCards()).toHaveCount(16);
  });

  await test.step('the garage vehicle filters the list until its chip turns it off', async () => {
    await list.setCurrentVehicle({
      id: golf.carId,
      year: 2016,
      make: 'VW',
      model: 'GOLF VII (5G1, BQ1, BE1, BE2)',
      engine: '1.4 TSI ACT',
    });
    await shop.open('/catalog/products', 'en');
    const fits = list.chip('Fits: GOLF VII 1.4 TSI ACT');
    await expect(fits).toBeVisible();
    expect(await list.total()).toBeLessThan(all);
    await expect(page).toHaveURL(/\/catalog\/products$/);

    await fits.click();
    await expect(page).toHaveURL(/\?vehicle=all$/);
    await expect(fits).toHaveCount(0);
    await expect.poll(() => list.total()).toBe(all);
    await page.reload();
    await shop.ready();
    await expect(fits).toHaveCount(0);

    await list
      .filter('vehicle')
      .getByRole('button', { name: 'Only parts that fit GOLF VII 1.4 TSI ACT' })
      .click();
    await expect(page).toHaveURL(/\/catalog\/products$/);
    await expect(fits).toBeVisible();

    // "Reset all" clears the product filters and leaves the vehicle to its own chip.
    await list.brand('Bosch').check();
    await expect(page).toHaveURL(/\?brand=bosch$/);
    await list.chips().getByRole('button', { name: 'Reset all' }).click();
    await expect(page).toHaveURL(/\/catalog\/products$/);
    await expect(fits).toBeVisible();
  });
});

test('search: suggestions, Enter for the result list, a category suggestion, an article number with odd spacing', async ({
  page,
}) => {
  // The walk of several tests that had the same set-up, in one.
  test.slow();
  const shop = new ShopPage(page);
  const list = new ListPage(page);

  await test.step('the search box suggests products and categories; Enter opens the result list', async () => {
    // The page's clock runs as usual, but can be moved on: the pause before suggestions is passed, not slept through.
    await page.clock.install();
    const asked: string[] = [];
    const isSuggestions = (url: URL) => url.pathname.endsWith('/search-suggestions');
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isSuggestions(url)) asked.push(url.searchParams.get('search') ?? '');
    });
    await shop.open('/', 'en');
    const box = list.searchBox();

    await box.fill('oil filter');
    const products = list.suggestions().getByRole('group', { name: 'Products' }).getByRole('option');
    const categories = list.suggestions().getByRole('group', { name: 'Categories' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    expect(await products.count()).toBeLessThanOrEqual(3);
    expect(await categories.count()).toBeLessThanOrEqual(4);
    await expect(categories.filter({ hasText: /^Oil filter$/ })).toHaveCount(1);

    // One letter is not asked about. Its 200 ms pause is made to pass at once; a question for it would go out
    // before the one for the next text, so once that is answered no question for "o" can still come.
    await box.fill('o');
    await expect(list.suggestions()).toHaveCount(0);
    await page.clock.runFor(1000);
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return isSuggestions(url) && url.searchParams.get('search') === 'oil';
    });
    await box.fill('oil');
    await answered;
    await expect(products.first()).toBeVisible();
    expect(asked).toEqual(['oil filter', 'oil']);
    await box.fill('oil filter');
    await expect.poll(() => asked).toEqual(['oil filter', 'oil', 'oil filter']);
    await expect(products.first()).toBeVisible();

    await box.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(list.suggestions()).toHaveCount(0);

    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=oil\+filter$/);
    await expect(shop.heading()).toHaveText('Search results for “oil filter”');
    await expect(list.productCards().first()).toBeVisible();
    await expect(box).toHaveValue('oil filter');

    await box.fill('oil fil');
    await categories.filter({ hasText: /^Oil filter$/ }).click();
    await expect(page).toHaveURL(/\/catalog\/oljefilter$/);
  });

  await test.step('an article number typed with odd spacing finds the article first', async () => {
    // The category suggestion opened the category.
    const number = (await list.articleNumbers())[1] ?? '';
    expect(number).not.toBe('');

    await list.searchBox().fill(oddlySpaced(number));
    await list.searchBox().press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    await expect(list.productCards().first().locator('p span[dir=ltr]')).toHaveText(number);

    // Without a search term the page lists the catalogue (tests/e2e/header-plate.spec.ts).
    await page.goto('/products');
    await shop.ready();
    await expect(list.productCards().first()).toBeVisible();
    await list.searchBox().fill('zzqx-nothing');
    await list.searchBox().press('Enter');
    await expect(page.getByText('No products found for “zzqx-nothing”')).toBeVisible();
  });
});

test('offline, search covers the products opened on this device and says so', { tag: '@offline' }, async ({
  page,
  context,
}) => {
  const shop = new ShopPage(page);
  const list = new ListPage(page);
  await shop.open('/', 'en');
  await controlledByServiceWorker(page);
  await page.goto('/catalog/oljefilter');
  await expect(list.productCards().first()).toBeVisible();
  const number = (await list.articleNumbers())[2] ?? '';
  expect(number).not.toBe('');

  await context.setOffline(true);
  await page.goto(`/products?search=${encodeURIComponent(oddlySpaced(number))}`);
  await shop.ready();
  await expect(page.getByTestId('offline-search-note')).toContainText(
    'results are limited to products opened before on this device',
  );
  await expect(list.productCards().first().locator('p span[dir=ltr]')).toHaveText(number);

  // Suggestions while offline come from the device too.
  await list.searchBox().fill(number);
  await expect(list.suggestions()).toContainText('opened before on this device');
  await expect(list.suggestions().getByRole('option').first()).toContainText(number);
  await context.setOffline(false);
});

test('on a phone the filters open in a drawer and apply at once @mobile', async ({ page }) => {
  const shop = new ShopPage(page);
  const list = new ListPage(page);
  await shop.open('/catalog/products', 'en');
  await expect(list.sidebar()).toBeHidden();
  const drawer = await list.openDrawer();
  await list.brand('Bosch', drawer).check();
  await expect(page).toHaveURL(/\?brand=bosch$/);
  await drawer.getByRole('button', { name: /^Show results/ }).click();
  await expect(drawer).toBeHidden();
  await expect(list.chip('Bosch')).toBeVisible();
  expect(new Set((await list.brandsShown()).map((b) => b.toLowerCase()))).toEqual(new Set(['bosch']));
});
