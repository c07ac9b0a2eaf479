// Signing out on a shared device (a workshop PC): with the account's cart and an order placed offline still waiting,
// the sign-out asks what to do. Sending first signs out once the order has reached the shop; signing out now
// removes the unsent order (the user is told it is lost). Either way the device keeps nothing of the account.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { seriousViolations } from './pages/axe';
import { CartPage } from './pages/cart.page';
import { CheckoutPage, saveAddress, serverOrders } from './pages/checkout.page';
import { controlledByServiceWorker, withoutBackgroundSync } from './pages/offline';
import { ShopPage } from './pages/shop.page';

/** What of the account the app's IndexedDB still holds. */
const heldOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('bildeler');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = ['cart', 'orders', 'addresses', 'garage', 'outbox', 'meta'];
          const tx = db.transaction(stores);
          const found: Record<string, number> = {};
          for (const store of stores) {
            const all = tx.objectStore(store).getAll();
            all.onsuccess = () => {
              const rows = all.result as { state?: string; key?: string }[];
              if (store === 'outbox') found.openOutbox = rows.filter((row) => row.state !== 'done').length;
              else if (store === 'meta') found.session = rows.filter((row) => row.key === 'session').length;
              else found[store] = rows.length;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(found);
          };
        };
      }),
  );

const nothingHeld = { cart: 0, orders: 0, addresses: 0, garage: 0, openOutbox: 0, session: 0 };

/** The account's orders as the server has them, read with a fresh sign-in (the sign-out ended the old token). */
async function ordersOnServer(page: Page, account: { email: string; password: string }, headers: object) {
  const login = await page.request.post('/api/auth/login', {
    headers: { ...headers },
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await serverOrders(page.request, (await login.json()).token)).total;
}

/**
 * A customer signed in on this device who, offline, placed an order (pickup, paid in store) that now waits, and then
 * put another product in the cart.
 */
async function waitingOrderAndCart(page: Page, context: BrowserContext, headers: Record<string, string>) {
  await withoutBackgroundSync(page);
  const account = await signUp(page.request, headers);
  await saveAddress(page.request, account.token, headers);
  // Signed in as a sign-in leaves the device (device-session.ts): no sign-in page, which is not what is tested here.
  const pages = new AccountPages(page);
  await pages.signInTo('/account/dashboard', account);
  await pages.signedIn();
  await controlledByServiceWorker(page);
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await cart.seeProducts();
  await cart.seed('cart', 1);
  await page.goto('/checkout');
  await shop.ready();
  // The saved address has arrived on the device (the checkout reads it from the server as it opens) before the
  // network goes.
  const checkout = new CheckoutPage(page);
  await expect(checkout.step('delivery').getByRole('radio', { name: /Storgata 1/ })).toBeVisible();

  await context.setOffline(true);
  await checkout.pickUp();
  await checkout
    .step('billing')
    .getByRole('radio', { name: /Storgata 1/ })
    .check();
  await checkout.continueButton('billing').click();
  await checkout.pay('Pay in store');
  await expect(page.getByTestId('review-offline')).toBeVisible();
  await checkout.placeButton().click();
  await expect(page.getByTestId('order-waiting')).toBeVisible();
  await cart.seed('cart', 1);
  return { account, pages };
}

/** Log out from the header's account menu (the page stays: the app runs offline too). */
async function logOutFromMenu(page: Page) {
  await page.getByTestId('account-indicator').click();
  await page.getByTestId('account-card').getByRole('button', { name: 'Log out' }).click();
}

test('sign-out with an order still waiting: sent first, then signed out; the device keeps nothing of the account', {
  tag: '@offline',
}, async ({ page, context, clientHeaders }) => {
  test.slow();
  const { account, pages } = await waitingOrderAndCart(page, context, clientHeaders);
  await logOutFromMenu(page);

  const dialog = pages.signOutDialog();
  await expect(dialog.getByTestId('sign-out-orders')).toHaveText(
    '1 order placed on this device has not reached the shop yet.',
  );
  await expect(dialog.getByTestId('sign-out-cart')).toHaveText(
    'Your cart (1 item) stays with your account as it was last saved, and is removed from this device.',
  );
  await expect(dialog.getByTestId('sign-out-loss')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the orders first, then sign out' }).click();
  // Offline, nothing can be sent: still signed in, and told why.
  await expect(dialog.getByTestId('sign-out-sending')).toContainText('This device is offline.');
  await expect(dialog.getByTestId('sign-out-sending')).toContainText('1 order left to send.');
  expect(await heldOnDevice(page)).toMatchObject({ orders: 1, session: 1 });

  await context.setOffline(false);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(pages.account.indicator()).toContainText('Sign in');
  await expect.poll(() => heldOnDevice(page)).toEqual(nothingHeld);
  expect(await ordersOnServer(page, account, clientHeaders)).toBe(1);
});

test('sign-out now removes the unsent order from the device (the user is told it is lost): it never reaches the shop', {
  tag: '@offline',
}, async ({ page, context, clientHeaders }) => {
  test.slow();
  const { account, pages } = await waitingOrderAndCart(page, context, clientHeaders);
  await logOutFromMenu(page);

  const dialog = pages.signOutDialog();
  await expect(dialog.getByTestId('sign-out-loss')).toHaveText(
    'If you sign out without sending them, the unsent orders are lost: the shop never gets them.',
  );
  await dialog.getByRole('button', { name: 'Sign out and delete the unsent orders' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => heldOnDevice(page)).toEqual(nothingHeld);

  await context.setOffline(false);
  await expect(pages.account.indicator()).toContainText('Sign in');
  expect(await ordersOnServer(page, account, clientHeaders)).toBe(0);
});

test('the dialog in Arabic reads right to left; staying signed in keeps everything', async ({
  page,
  clientHeaders,
}) => {
  const account = await signUp(page.request, clientHeaders);
  const pages = new AccountPages(page);
  await pages.signInTo('/account/dashboard', account);
  await pages.signedIn();
  const shop = new ShopPage(page);
  const cart = new CartPage(page);
  await cart.seeProducts();
  await cart.seed('cart', 2);
  await shop.open('/account/dashboard', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await pages.account.userCard().getByRole('button', { name: 'تسجيل الخروج' }).click();

  const dialog = page.getByRole('dialog', { name: 'تسجيل الخروج من هذا الجهاز' });
  await expect(dialog.getByTestId('sign-out-cart')).toContainText('قطعتان');
  await expect(dialog).toHaveCSS('direction', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'البقاء مسجّلًا الدخول' }).click();
  await expect(dialog).toBeHidden();
  expect(await heldOnDevice(page)).toMatchObject({ cart: 2, session: 1 });

  await pages.account.userCard().getByRole('button', { name: 'تسجيل الخروج' }).click();
  await dialog.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => heldOnDevice(page)).toMatchObject({ cart: 0, session: 0 });
});
