// A first visit to a page the server drew, before the app's code has arrived (src/first-visit/boot.ts): a tap on a
// button shows at once and is done once the app has taken the page over, also when a link is tapped after it;
// the header's search is sent as a plain navigation.
import { expect, type Page, test } from '@playwright/test';
import { tesla } from './pages/vehicle.page';

/** Holds the app's code (the files `files` names) back until the returned function is called. */
async function holdAppCode(page: Page, files = '**/assets/*.js') {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('an add to cart tapped before the app has arrived counts at once and is in the cart after a link tapped next', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/catalog/bremseklosser/products');
  const cards = page.getByTestId('product-card');
  const next = cards.nth(1).locator('h2 [data-href], h2 a').first();
  const nextName = (await next.textContent())?.trim() ?? '';
  await cards.first().getByTestId('add-to-cart').click();
  // The header's count shows the kept add (drawn from index.html's style) while the button shows it is busy.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-kept-cart', '');
  await expect(html).toHaveAttribute('style', /--kept-cart: 1/);
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveCount(1);
  await expect(cards.first().getByTestId('add-to-cart')).toHaveAttribute('data-kept', '');
  // A product opened next waits its turn: the add is not lost with the page.
  await next.click();
  await expect(page).toHaveURL(/\/catalog\/bremseklosser\/products$/);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(nextName);
  await expect(html).toHaveAttribute('data-app', '');
  await expect(html).not.toHaveAttribute('data-kept-cart');
  await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('1');
});

test('before the app has arrived, the header search and a sort open the pages the server draws; with no code coming, the cart and a tapped add say so', async ({
  page,
}) => {
  // Four first visits one after another: a long walk.
  test.slow();
  await page.route('**/assets/*.js', (route) => route.abort());

  await test.step('the header search is sent as a plain navigation', async () => {
    await page.goto('/catalog');
    const box = page.getByRole('banner').getByPlaceholder('Delnavn, merke eller artikkelnummer').first();
    await box.fill('bremseklosser');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=bremseklosser$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  await test.step('a cart page whose code cannot come says so at once instead of loading for ever', async () => {
    await page.goto('/cart');
    await expect(page.getByTestId('code-failed')).toBeVisible();
  });

  await test.step('the sort chosen opens the sorted list the server draws', async () => {
    await page.goto('/catalog/bremseklosser/products');
    await page.getByRole('combobox', { name: 'Sorter' }).selectOption('name_desc');
    await expect(page).toHaveURL(/\/catalog\/bremseklosser\/products\?sort=name_desc$/);
    await expect(page.getByRole('combobox', { name: 'Sorter' })).toHaveValue('name_desc');
  });

  await test.step('an add to cart tapped is let go, the page says why, and its button reloads it', async () => {
    const add = page.getByTestId('product-card').first().getByTestId('add-to-cart');
    await add.click();
    const notice = page.getByTestId('code-failed');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('så det du trykket på ble ikke gjort');
    // Nothing says the part is in the cart any more: the count of the kept add and the busy button are gone.
    await expect(page.locator('html')).not.toHaveAttribute('data-kept-cart');
    await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveCount(0);
    await expect(add).not.toHaveAttribute('data-kept');
    // With the connection back, the notice's button reloads the page, and an add to cart is done.
    await page.unroute('**/assets/*.js');
    await notice.getByRole('button', { name: 'Last inn siden på nytt' }).click();
    await expect(notice).toBeHidden();
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByTestId('cart-count').filter({ visible: true })).toHaveText('1');
  });
});

test("on a phone, before the app has arrived, the find-parts button shows the plate field and a plate opens its car's parts; the filters show at once and a brand opens its list @mobile", async ({
  page,
}) => {
  test.slow();
  await page.route('**/assets/*.js', (route) => route.abort());
  await test.step('the find-parts button and a plate', async () => {
    await page.goto('/catalog');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Finn deler' })
      .filter({ visible: true })
      .click();
    const field = page.getByRole('textbox', { name: 'Registreringsnummer' }).filter({ visible: true });
    await expect(field).toHaveCount(1);
    await field.fill(tesla.plate.replace(' ', ''));
    await field.press('Enter');
    await expect(page).toHaveURL(/\/all\?registreringsNummer=EE77156&parts=$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deler til ${tesla.name}`);
  });
  await test.step('the filters and a brand', async () => {
    await page.goto('/catalog/bremseklosser/products');
    const filters = page.locator('#list-filters');
    await expect(filters).toBeHidden();
    await page.getByTestId('filters-button').click();
    await expect(filters).toBeVisible();
    const brand = filters.getByTestId('filter-brand').getByRole('checkbox').first();
    await brand.click();
    await expect(page).toHaveURL(/\?brand=[^&]+$/);
    // The list the server drew for that brand, with the brand ticked among its filters.
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(
      page
        .locator('#list-filters')
        .getByTestId('filter-brand')
        .getByRole('checkbox', { checked: true, includeHidden: true }),
    ).toHaveCount(1);
  });
});

test("a tap on the shell's menu button while the shell's own parts still load is kept, and the menu opens once they are in @mobile", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile layout only');
  // The header's search box is one of the shell's parts that load after the page: held, the shell is not the app's.
  const release = await holdAppCode(page, '**/assets/search-box-*.js');
  await page.goto('/cart');
  const html = page.locator('html');
  // The page area is the app's: the empty cart is drawn and answers.
  await expect(html).toHaveAttribute('data-app-page', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).not.toHaveAttribute('data-app');
  const menuButton = page.getByRole('button', { name: 'Åpne meny' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('data-kept', '');
  await expect(html).toHaveAttribute('data-waiting', '');
  release();
  await expect(html).toHaveAttribute('data-app', '');
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  // Done, no longer kept (the button is behind the open menu now, out of the page's roles).
  await expect(page.locator('header button[data-kept]')).toHaveCount(0);
  await expect(html).not.toHaveAttribute('data-waiting');
});

test("a new visitor's wishlist and cart are drawn empty at once, before the app's code has come; a returning one's load", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/wishlist', { waitUntil: 'domcontentloaded' });
  const empty = page.getByTestId('empty-state').filter({ visible: true });
  await expect(empty).toContainText('Ønskelisten er tom');
  await expect(page.locator('[aria-busy=true]').filter({ visible: true })).toHaveCount(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(empty).toContainText('Ønskelisten er tom');
  // The app has run on the device now: its cart may hold something, so its page shows the loading box until read.
  await page.unroute('**/assets/*.js');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.locator('#main [aria-busy=true]').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByTestId('empty-state').filter({ visible: true })).toHaveCount(0);
});
