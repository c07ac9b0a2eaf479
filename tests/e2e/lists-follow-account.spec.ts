// The wishlist and compare list follow the account (docs/offline.md, "The wishlist and compare list that follow the
// user"): saved on one device while signed in, they reach the server; another device that signs in sees them, its
// guest lists joined to the account's (the merge at sign-in, so that device signs in through the sign-in page); at
// sign-out they leave that device.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CartPage } from './pages/cart.page';
import { CatalogPage } from './pages/catalog.page';
import { ShopPage } from './pages/shop.page';

type Lists = Record<'wishlist' | 'compare', { articleId: number; product: { articleNumber: string } }[]>;

async function serverLists(request: APIRequestContext, token: string): Promise<Lists> {
  const res = await request.get('/api/lists', { headers: { Authorization: token } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

const articleIds = (items: { articleId: number }[]) => items.map((item) => item.articleId);

/** The `index`th product card of the list on screen that can be bought. */
async function buyableCard(page: Page, index: number) {
  const cards = new CatalogPage(page).productCards().filter({ hasNot: page.getByText('Out of stock') });
  await expect(cards.nth(index)).toBeVisible();
  return cards.nth(index);
}

/** The product list in English, with the `index`th product card that can be bought. */
async function productCard(page: Page, index: number) {
  await new ShopPage(page).open('/catalog/bremseklosser', 'en');
  return buyableCard(page, index);
}

test('a wishlist saved on one device is on another after signing in there; guest lists join; sign-out clears', async ({
  page,
  browser,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);

  // Device A, signed in (nothing of its own to merge: the session is put on it): a product to the wishlist. It
  // reaches the account through the outbox.
  const deviceA = new AccountPages(page);
  await deviceA.signInTo('/catalog/bremseklosser', account);
  const onA = await buyableCard(page, 0);
  await onA.getByTestId('wishlist-toggle').click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect.poll(async () => (await serverLists(page.request, account.token)).wishlist).toHaveLength(1);
  const [saved] = (await serverLists(page.request, account.token)).wishlist;
  const savedNumber = saved?.product.articleNumber ?? '';

  // Device B, a guest first: a product to compare, kept on that device only.
  const context = await browser.newContext({ extraHTTPHeaders: clientHeaders });
  const pageB = await context.newPage();
  const onB = await productCard(pageB, 1);
  await onB.getByTestId('compare-toggle').click();
  await expect(pageB.getByText('Added to comparison')).toBeVisible();
  expect((await serverLists(page.request, account.token)).compare).toEqual([]);

  // Signing in on B: the account's wishlist arrives, and B's guest comparison joins the account.
  const deviceB = new AccountPages(pageB);
  await deviceB.signIn(account);
  await deviceB.signedIn();
  // The sign-in's merge has reached the account before this device loads another page.
  await expect.poll(async () => (await serverLists(page.request, account.token)).compare).toHaveLength(1);
  await deviceB.open('/wishlist');
  const items = pageB.getByTestId('wishlist-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(savedNumber);
  await deviceB.open('/compare');
  await expect(new CartPage(pageB).compareColumns()).toHaveCount(1);

  // A sees B's comparison when it opens the page (online, nothing of its own on the way).
  await deviceA.open('/compare');
  await expect(new CartPage(page).compareColumns()).toHaveCount(1);

  // Removed on B, it leaves the account, and A's wishlist page takes that in.
  await deviceB.open('/wishlist');
  await items
    .first()
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(items).toHaveCount(0);
  await expect.poll(async () => (await serverLists(page.request, account.token)).wishlist).toEqual([]);
  await deviceA.open('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // Signed out, B keeps none of the account's lists; the account still has its comparison (the sign-out ended the
  // old tokens: a new one reads it).
  const compared = articleIds((await serverLists(page.request, account.token)).compare);
  await expect(pageB.getByTestId('pending-badge')).toHaveCount(0);
  await deviceB.signOut();
  await pageB.goto('/compare');
  await expect(pageB.getByText('No products to compare')).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    headers: clientHeaders,
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = await login.json();
  expect(articleIds((await serverLists(page.request, token)).compare)).toEqual(compared);
  await context.close();
});
