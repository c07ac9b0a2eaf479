// The cart's sync with the server: a change on the device reaches the server's cart (checked through the API with the
// cartId the device keeps) and the server's totals replace the preview; signing in (through the sign-in page, where
// the merge happens) merges the device's cart with the account's; changes made offline stay through a reload and
// arrive when the network returns.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CartPage, kroner } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { controlledByServiceWorker } from './pages/offline';
import { ShopPage } from './pages/shop.page';

type ServerCart = { cartId: string; items: { articleId: number; quantity: number }[]; total: number };

const fromServer = 'Prices and totals from the shop. Stock is checked again when you check out.';

/** One record of the app's IndexedDB (read in the page; the database exists once the cart page has run). */
const readRecord = (page: Page, store: string, key?: string) =>
  page.evaluate(
    ({ store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request = key === undefined ? objects.getAll() : objects.get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { store, key },
  );

/** The server's id of the device's cart (null until the server has answered). */
const deviceCartId = async (page: Page) =>
  ((await readRecord(page, 'meta', 'cartSync')) as { value?: { cartId?: string | null } } | null)?.value
    ?.cartId ?? null;

const deviceArticles = async (page: Page) =>
  ((await readRecord(page, 'cart')) as { articleId: number; quantity: number }[]).map(
    (line) => line.articleId,
  );

async function serverCart(request: APIRequestContext, cartId: string, token?: string): Promise<ServerCart> {
  const res = await request.get(`/api/cart/${cartId}`, { headers: token ? { Authorization: token } : {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).cart;
}

const quantities = (cart: ServerCart | null) =>
  (cart?.items ?? [])
    .map((item) => [item.articleId, item.quantity])
    .sort((a, b) => Number(a[0]) - Number(b[0]));

test('an added product reaches the server cart with its totals; sign-in merges it with the account cart', async ({
  page,
  clientHeaders,
}) => {
  // A guest's cart, then a sign-in and a sign-out: a long walk.
  test.slow();
  const account = await signUp(page.request, clientHeaders);
  const shop = new ShopPage(page);
  const cart = new CartPage(page);

  const [onDevice = 0, cartId] =
    await test.step('a guest’s added product reaches the server cart, which prices it', async () => {
      await shop.open('/catalog/bremseklosser', 'en');
      await expect(new CatalogPage(page).productCards().first()).toBeVisible();
      await page
        .locator('[data-testid=product-card] [data-testid=add-to-cart]:not([disabled])')
        .first()
        .click();
      await expect(page.getByText('Added to cart')).toBeVisible();

      await page.goto('/cart');
      await shop.ready();
      await expect(cart.lines()).toHaveCount(1);
      await expect(page.getByText(fromServer)).toBeVisible();
      await expect(page.getByTestId('cart-totals')).toHaveAttribute('data-priced', 'server');
      const cartId = (await deviceCartId(page)) ?? '';
      expect(cartId).not.toBe('');
      const [articleId = 0] = await deviceArticles(page);
      const onServer = await serverCart(page.request, cartId);
      expect(quantities(onServer)).toEqual([[articleId, 1]]);
      expect(kroner(await cart.amount('total').textContent())).toBe(Math.ceil(onServer.total));

      await cart.lines().first().getByRole('button', { name: 'Increase' }).click();
      await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
      await expect
        .poll(async () => quantities(await serverCart(page.request, cartId)))
        .toEqual([[articleId, 2]]);
      await expect(page.getByText(fromServer)).toBeVisible();
      const twice = await serverCart(page.request, cartId);
      await expect
        .poll(async () => kroner(await cart.amount('total').textContent()))
        .toBe(Math.ceil(twice.total));
      // One cart on the server: the update went to the id the device kept.
      expect(await deviceCartId(page)).toBe(cartId);
      return [articleId, cartId] as const;
    });

  await test.step('sign-in merges the device cart with the account cart: each article once, the device quantity wins', async () => {
    // The account already has a cart (from another device): the same article with another quantity, and one more.
    const featured = await page.request.get('/api/tecdoc/get-feature-products?lang=en&limit=8');
    const other = ((await featured.json()).articles as { articleId: number }[]).find(
      (a) => a.articleId !== onDevice,
    );
    const otherId = other?.articleId ?? 0;
    const created = await page.request.post('/api/cart/create-cart', {
      headers: { ...clientHeaders, Authorization: account.token, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        newState: {
          items: [
            { articleId: onDevice, quantity: 5 },
            { articleId: otherId, quantity: 3 },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const accountCartId = (await created.json()).cartId as string;
    expect(accountCartId).not.toBe(cartId);

    const pages = new AccountPages(page);
    await pages.signIn(account);
    await pages.signedIn();
    await pages.open('/cart');
    await expect(cart.lines()).toHaveCount(2);
    await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
    await expect(cart.lines().nth(1).getByRole('textbox')).toHaveValue('3');
    const expected = [
      [onDevice, 2],
      [otherId, 3],
    ].sort((a, b) => Number(a[0]) - Number(b[0]));
    await expect
      .poll(async () => quantities(await serverCart(page.request, accountCartId, account.token)))
      .toEqual(expected);
    await expect(page.getByText(fromServer)).toBeVisible();
    expect(await deviceCartId(page)).toBe(accountCartId);

    // Signed out (the dialog says the cart stays with the account), the cart leaves the device: a shared device
    // shows it to no one.
    await pages.signOut({ held: true });
    await page.goto('/cart');
    await shop.ready();
    await expect(cart.lines()).toHaveCount(0);
    expect(await deviceCartId(page)).toBeNull();
    // The account's cart is still there for the next sign-in (the sign-out ended the old token: a new one reads it).
    const login = await page.request.post('/api/auth/login', {
      headers: clientHeaders,
      data: { email: account.email, password: account.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = await login.json();
    expect(quantities(await serverCart(page.request, accountCartId, token))).toEqual(expected);
  });
});

test('a cart changed offline stays through a reload and reaches the server cart when the network returns', {
  tag: '@offline',
}, async ({ page, context }) => {
  // Online, offline, a reload, online again: a long walk.
  test.slow();
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await shop.open('/cart', 'en');
  await controlledByServiceWorker(page);
  await cart.seeProducts();
  await cart.seed('cart', 2, 3);
  await page.goto('/cart');
  await shop.ready();
  await expect(cart.lines()).toHaveCount(2);
  await expect(page.getByText(fromServer)).toBeVisible();
  const cartId = (await deviceCartId(page)) ?? '';
  const both = (await deviceArticles(page)).sort((a, b) => a - b).map((id) => [id, 3]);
  await expect.poll(async () => quantities(await serverCart(page.request, cartId))).toEqual(both);

  await context.setOffline(true);
  await cart.lines().first().getByRole('button', { name: 'Decrease' }).click();
  await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
  await cart.pickup().check();
  await cart
    .lines()
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(cart.lines()).toHaveCount(1);
  // The device's preview shows at once; the changes wait in the outbox.
  await expect(page.getByTestId('cart-totals')).toHaveAttribute('data-priced', 'preview');
  await expect(page.locator('[data-testid=pending-badge]:visible')).toBeVisible();
  expect(quantities(await serverCart(page.request, cartId))).toEqual(both);

  await page.reload();
  await shop.ready();
  await expect(cart.lines()).toHaveCount(1);
  await expect(cart.lines().first().getByRole('textbox')).toHaveValue('2');
  await expect(cart.pickup()).toBeChecked();
  await expect(cart.amount('shipping')).toHaveText('0 kr');
  const [kept = 0] = await deviceArticles(page);

  await context.setOffline(false);
  await expect.poll(async () => quantities(await serverCart(page.request, cartId))).toEqual([[kept, 2]]);
  await expect(page.getByText(fromServer)).toBeVisible();
});
