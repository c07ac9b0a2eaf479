import type AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './pages/account-pages.page';
import { axe } from './pages/axe';
import { CatalogPage } from './pages/catalog.page';
import { putSession, userOf } from './pages/device-session';
import { ProductPage } from './pages/product.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

// axe-core with the WCAG 2.0/2.1 A and AA rules, once per page kind: every page kind on the desktop in Norwegian,
// and in Arabic (RTL) on a phone the page kinds that have parts of their own there (the phone header and menu on
// every page, the list's toolbar and filter button, the cart's lines, the account's menu) — the mirrored layout
// differs most there. The desktop header and menu in Arabic are scanned on home. What a language changes beyond the
// layout (the page's lang and dir, translated names and labels) is checked without a browser: lang and dir by
// src/lib/language.test.ts and src/app/i18n.test.ts, every message translated by npm run i18n:check.
// Serious and critical violations fail; a failure lists each rule with the elements it found. Pages that share a
// device (and a sign-in) are scanned in one test, each in a step of its own.

type Target = {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** What shows that the page's data has arrived, so that the scan sees the real page, not a skeleton. */
  loaded: (page: Page) => Locator;
};

const home: Target = { name: 'home', path: '/', loaded: (page) => page.getByTestId('brand-grid') };
const catalogue: Target = {
  name: 'catalogue',
  path: '/catalog',
  loaded: (page) => new CatalogPage(page).categoryCards().first(),
};
const productList: Target = {
  name: 'product list',
  path: '/catalog/bremseklosser',
  loaded: (page) => new CatalogPage(page).productCards().first(),
};
const productPage: Target = {
  name: 'product page',
  path: firstBrakePadPath,
  loaded: (page) => new ProductPage(page).root(),
};
// A new browser's cart is empty: the scan sees the empty cart with its way back to the shop.
const emptyCart: Target = { name: 'cart', path: '/cart', loaded: (page) => page.getByTestId('empty-state') };
// A guest's offline parts: no pack yet, and the device's storage.
const offlineParts: Target = {
  name: 'offline parts',
  path: '/account/offline-parts',
  loaded: (page) => page.getByTestId('storage-summary'),
};
const signInPage: Target = {
  name: 'sign-in',
  path: '/account/login',
  loaded: (page) => page.getByTestId('sign-in-form'),
};
const signUpPage: Target = {
  name: 'sign-up',
  path: '/account/register',
  loaded: (page) => page.getByTestId('sign-up-form'),
};
const forgotPassword: Target = {
  name: 'forgot password',
  path: '/account/forgot-password',
  loaded: (page) => page.getByTestId('forgot-form'),
};
const accountOverview: Target = {
  name: 'account overview',
  path: '/account/dashboard',
  loaded: (page) => page.getByTestId('user-card'),
};
const accountPages: Target[] = [
  accountOverview,
  {
    name: 'profile',
    path: '/account/profile',
    loaded: (page) => page.getByTestId('profile-form').getByLabel(/./).first(),
  },
  { name: 'password', path: '/account/password', loaded: (page) => page.getByTestId('password-form') },
  {
    name: 'two-factor',
    path: '/account/two-factor',
    loaded: (page) => page.getByTestId('two-factor-state'),
  },
  { name: 'saved vehicles', path: '/account/garage', loaded: (page) => page.getByTestId('garage-empty') },
];
const adminDashboard: Target = {
  name: 'admin dashboard',
  path: '/admin/dashboard',
  loaded: (page) => page.getByTestId('admin-category-row').first(),
};

async function firstBrakePadPath(page: Page) {
  const [product] = await ProductPage.products(page.request, 'category=bremseklosser&perPage=1');
  expect(product, 'the seeded catalogue has brake pads').toBeDefined();
  return `/products/${product?.articleId}-x`;
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes
          .map((node) => `  - ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`)
          .join('\n'),
    )
    .join('\n\n');

/** Opens each target in each of `locales` on this one device and scans it; every page is scanned, then it fails. */
async function scan(page: Page, targets: readonly Target[], locales: readonly Locale[]) {
  // axe runs every rule over the whole page: a few seconds a scan on 2 cores, more when the machine is busy.
  test.setTimeout(test.info().timeout + 30_000 * targets.length * locales.length);
  for (const target of targets) {
    const path = typeof target.path === 'string' ? target.path : await target.path(page);
    for (const locale of locales) {
      await test.step(`${target.name} in ${locale}`, async () => {
        await new ShopPage(page).open(path, locale);
        await expect(target.loaded(page)).toBeVisible({ timeout: 15_000 });
        const results = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect
          .soft(
            serious.map((v) => v.id),
            `${target.name} (${path}) in ${locale}:\n${describe(serious)}`,
          )
          .toEqual([]);
      });
    }
  }
}

/** A new customer's session on this device (the account pages are behind the route table's guard). */
async function signedInCustomer(page: Page, headers: Record<string, string>) {
  const { token } = await signUp(page.request, headers);
  await putSession(page, { token, user: await userOf(page.request, token) });
}

test('the shop, cart, offline parts and sign-in pages have no serious a11y violations', async ({ page }) => {
  await scan(page, [home], ['no', 'ar']);
  await scan(
    page,
    [catalogue, productList, productPage, emptyCart, offlineParts, signInPage, signUpPage, forgotPassword],
    ['no'],
  );
});

test('the account pages and the admin dashboard have no serious a11y violations', async ({
  page,
  clientHeaders,
}) => {
  await signedInCustomer(page, clientHeaders);
  await scan(page, accountPages, ['no']);
  await signInStaff(page, clientHeaders);
  await scan(page, [adminDashboard], ['no']);
});

// On phones the layout that differs most is the mirrored one: the page kinds with parts of their own there, in
// Arabic.
test('the pages with phone parts of their own have no serious a11y violations in ar @mobile', async ({
  page,
  clientHeaders,
}) => {
  await scan(page, [home, productList, productPage, emptyCart], ['ar']);
  await signedInCustomer(page, clientHeaders);
  await scan(page, [accountOverview], ['ar']);
});
