import { expect, test } from './fixtures';
import { controlledByServiceWorker, savedCategoryCount, seenProductCount } from './pages/offline';
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

test('pages seen once open again offline, in the chosen language', { tag: '@offline' }, async ({
  page,
  context,
}) => {
  const shop = new ShopPage(page);
  await shop.open('/', 'en');
  await controlledByServiceWorker(page);
  await shop.ready();
  await page.goto('/about-us');
  await shop.ready();
  await page.goto('/');
  await shop.ready();

  // The category tree is copied into IndexedDB for menus that work offline.
  await expect.poll(() => savedCategoryCount(page, 'en')).toBe(32);

  await context.setOffline(true);
  await page.reload();
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
  await context.setOffline(false);
  await expect(page.locator('[data-testid=offline-indicator]:visible')).toHaveCount(0);
});

test('a list only looked at on a first visit, before the app has run, opens again offline', {
  tag: '@offline',
}, async ({ page, context }) => {
  const code: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/.+\.js$/.test(request.url())) code.push(request.url());
  });
  await page.goto('/catalog/bremseklosser');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(16);
  const first = await cards.first().locator('h2').textContent();
  // The service worker is installed and keeps what the page showed, although the app's code never loaded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
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

test('a contact message written offline waits in the outbox and is sent when the network returns', {
  tag: '@offline',
}, async ({ page, context }) => {
  const shop = new ShopPage(page);
  await shop.open('/contact-us', 'en');
  await controlledByServiceWorker(page);
  await shop.ready();

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

test('a newsletter sign-up made offline reaches the server once the network returns', {
  tag: '@offline',
}, async ({ page, context }) => {
  const shop = new ShopPage(page);
  await shop.open('/', 'en');
  await controlledByServiceWorker(page);
  await shop.ready();
  // The app owns the page before the network goes: this test is about the outbox; a sign-up typed before the app
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
