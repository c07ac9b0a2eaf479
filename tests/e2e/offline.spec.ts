import { expect, test } from './fixtures';
import { CatalogPage } from './pages/catalog.page';
import {
  controlledByServiceWorker,
  leftSettledUntilInstalled,
  savedCategoryCount,
  seenProductCount,
} from './pages/offline';
import { ProductPage } from './pages/product.page';
import { ShopPage } from './pages/shop.page';

test('the web manifest is valid and its icons load', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ short_name: 'Bildeler', start_url: '/', display: 'standalone' });
  expect(manifest.name).toContain('Bildeler');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(`/${icon.src}`)).ok()).toBe(true);
  expect((await request.get('/apple-touch-icon-180x180.png')).ok()).toBe(true);
});

test('a list only looked at on a first visit, before the app has run, opens again offline', {
  tag: '@offline',
}, async ({ page, context }) => {
  const code: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) code.push(request.url());
  });
  await page.clock.install();
  await page.goto('/catalog/bremseklosser');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(16);
  const first = await cards.first().locator('h2').textContent();
  // The service worker is installed and keeps what the page showed, although the app's code never loaded.
  await leftSettledUntilInstalled(page);
  await expect.poll(() => seenProductCount(page)).toBe(16);
  await expect.poll(() => savedCategoryCount(page, 'no')).toBe(32);
  expect(code).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bremseklosser');
  await expect(cards).toHaveCount(16);
  await expect(cards.first().locator('h2')).toHaveText(first ?? '');
  await context.setOffline(false);
});

// Browsing offline, as a customer who looked around once online: one device (one install of the service worker)
// goes through the pages seen, the category menu, a list and a product, then writes a contact message and signs up
// for the newsletter offline, each sent when the network returns.
test('pages, menus, lists and products seen once work offline; messages written offline are sent later', {
  tag: '@offline',
}, async ({ page, context }) => {
  test.setTimeout(test.info().timeout * 2);
  const shop = new ShopPage(page);
  const catalog = new CatalogPage(page);
  const product = new ProductPage(page);

  await test.step('online: home, a page, a list and a product seen once', async () => {
    await shop.open('/', 'en');
    await controlledByServiceWorker(page);
    await shop.ready();
    await page.goto('/about-us');
    await shop.ready();
    await page.goto('/');
    await shop.ready();
    // The category tree is copied into IndexedDB for menus that work offline.
    await expect.poll(() => savedCategoryCount(page, 'en')).toBe(32);
  });
  await page.goto('/catalog/oljefilter');
  await expect(catalog.productCards().first()).toBeVisible();
  const seenList = await catalog.productCards().locator('h2').allTextContents();
  await shop.open('/catalog/products', 'en');
  await expect(catalog.productCards().nth(1)).toBeVisible();
  const second = catalog.productCards().nth(1).locator('h2').getByRole('link');
  const secondName = (await second.textContent()) ?? '';
  await catalog.productCards().first().locator('h2').getByRole('link').click();
  await expect(product.root()).toBeVisible();
  const productUrl = page.url();
  const productName = (await product.heading().textContent()) ?? '';
  await expect(product.reviews().or(product.root().getByText('No reviews yet.'))).toBeVisible();
  await page.goBack();
  await expect(second).toBeVisible();

  await test.step('offline: home and the pages seen open, in the chosen language', async () => {
    await context.setOffline(true);
    await page.goto('/');
    await shop.ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await savedCategoryCount(page, 'en')).toBe(32);
    await expect(page.locator('[data-testid=offline-indicator]:visible')).toHaveText('Offline');
    await expect(page.getByRole('link', { name: 'About us' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect(shop.heading()).toHaveText('About us');
    await page.goto('/terms-and-conditions');
    await shop.ready();
    await expect(shop.heading()).toHaveText('Terms and conditions');
  });

  await test.step('offline: the category menu, a category page and the list seen', async () => {
    await page.goto('/');
    await shop.ready();
    const menu = await catalog.openCategoryMenu();
    await expect(menu.locator('ul').first().getByRole('link')).toHaveCount(32);
    await menu.getByRole('link', { name: 'Brake', exact: true }).click();
    await expect(shop.heading()).toHaveText('Brake');
    await expect(catalog.categoryCards()).toHaveCount(3);
    await page.goto('/catalog/oljefilter');
    await expect(catalog.productCards().locator('h2')).toHaveText(seenList);
  });

  await test.step('offline: the product seen opens whole; one seen only in a list shows its summary', async () => {
    await page.goto(productUrl);
    await expect(product.heading()).toHaveText(productName);
    await expect(product.root().getByRole('heading', { name: /^Reviews/ })).toBeVisible();
    await page.goto('/catalog/products');
    await second.click();
    await expect(product.heading()).toContainText(secondName);
    await expect(page.getByText('Only the summary of this product is kept on this device')).toBeVisible();
  });

  await test.step('a list never opened says so offline, and loads once the network is back', async () => {
    await page.goto('/catalog/luftfilter');
    await expect(page.getByText('You are offline')).toBeVisible();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(catalog.productCards().first()).toBeVisible();
    await expect(page.locator('[data-testid=offline-indicator]:visible')).toHaveCount(0);
  });

  await test.step('a contact message written offline waits in the outbox and is sent when back', async () => {
    await shop.open('/contact-us', 'en');
    await context.setOffline(true);
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Your name').fill('Ola Verksted');
    await form.getByLabel('Email address').fill('ola@verksted.no');
    await form.getByLabel('Subject').fill('Glow plugs');
    await form.getByLabel('Message').fill('Do you have glow plugs for a 2012 V70 D5 in stock?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Saved. Your message will be sent when you are back online.',
    );
    const badge = page.locator('[data-testid=pending-badge]:visible');
    await expect(badge).toContainText('1');
    await badge.click();
    await expect(page.getByTestId('outbox-list')).toContainText('Message to customer service');
    await context.setOffline(false);
    await expect(badge).toHaveCount(0, { timeout: 15_000 });
  });

  await test.step('a newsletter sign-up made offline reaches the server once the network returns', async () => {
    await shop.open('/', 'en');
    // The app owns the page before the network goes: this is about the outbox; a sign-up typed before the app
    // took the page over is kept and done again (src/first-visit/early-input.ts, forms.spec.ts).
    await expect(shop.html()).toHaveAttribute('data-app', '');
    const email = `offline-${Date.now()}@example.no`;
    const form = page.getByTestId('newsletter-form');
    await context.setOffline(true);
    await form.getByPlaceholder('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Saved. You will be signed up when you are back online.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('[data-testid=pending-badge]:visible')).toHaveCount(0, { timeout: 15_000 });
    // The server has the address: signing up again is refused as a repeat.
    await form.getByPlaceholder('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('This email address is already subscribed to the newsletter.')).toBeVisible();
  });
});
