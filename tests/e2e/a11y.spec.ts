import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPages, signUp } from './pages/account-pages.page';
import { CatalogPage } from './pages/catalog.page';
import { ProductPage } from './pages/product.page';
import { type Locale, ShopPage } from './pages/shop.page';
import { signInStaff } from './pages/staff-session';

// axe-core with the WCAG 2.0/2.1 A and AA rules: desktop in Norwegian and Arabic (RTL), mobile in Arabic.
// Serious and critical violations fail; a failure lists each rule with the elements it found.

type Target = {
  name: string;
  /** `headers`: the test's client address (fixtures.ts clientHeaders), for a sign-up on the way. */
  path: (page: Page, headers: Record<string, string>) => Promise<string>;
  /** What shows that the page's data has arrived, so that the scan sees the real page, not a skeleton. */
  loaded: (page: Page) => Locator;
};

const targets: Target[] = [
  { name: 'home', path: async () => '/', loaded: (page) => page.getByTestId('brand-grid') },
  {
    name: 'catalogue',
    path: async () => '/catalog',
    loaded: (page) => new CatalogPage(page).categoryCards().first(),
  },
  {
    name: 'product list',
    path: async () => '/catalog/bremseklosser',
    loaded: (page) => new CatalogPage(page).productCards().first(),
  },
  { name: 'product page', path: firstBrakePadPath, loaded: (page) => new ProductPage(page).root() },
  // A new browser's cart is empty: the scan sees the empty cart with its way back to the shop.
  { name: 'cart', path: async () => '/cart', loaded: (page) => page.getByTestId('empty-state') },
  // A guest's offline parts: no pack yet, and the device's storage.
  {
    name: 'offline parts',
    path: async () => '/account/offline-parts',
    loaded: (page) => page.getByTestId('storage-summary'),
  },
  // Signing in and up: the forms a visitor sees; the account's overview once signed in.
  { name: 'sign-in', path: async () => '/account/login', loaded: (page) => page.getByTestId('sign-in-form') },
  {
    name: 'sign-up',
    path: async () => '/account/register',
    loaded: (page) => page.getByTestId('sign-up-form'),
  },
  {
    name: 'forgot password',
    path: async () => '/account/forgot-password',
    loaded: (page) => page.getByTestId('forgot-form'),
  },
  {
    name: 'account overview',
    path: signedIn('/account/dashboard'),
    loaded: (page) => page.getByTestId('user-card'),
  },
  // Account pages: a new customer signs in first; the admin dashboard, the e2e server's ADMIN.
  {
    name: 'profile',
    path: signedIn('/account/profile'),
    loaded: (page) => page.getByTestId('profile-form').getByLabel(/./).first(),
  },
  {
    name: 'password',
    path: signedIn('/account/password'),
    loaded: (page) => page.getByTestId('password-form'),
  },
  {
    name: 'two-factor',
    path: signedIn('/account/two-factor'),
    loaded: (page) => page.getByTestId('two-factor-state'),
  },
  {
    name: 'saved vehicles',
    path: signedIn('/account/garage'),
    loaded: (page) => page.getByTestId('garage-empty'),
  },
  {
    name: 'admin dashboard',
    path: signedIn('/admin/dashboard', 'admin'),
    loaded: (page) => page.getByTestId('admin-category-row').first(),
  },
];

/** Signs in (a new customer, or the ADMIN) and gives `path`, for a page behind the route table's guard. */
function signedIn(path: string, who: 'customer' | 'admin' = 'customer') {
  return async (page: Page, headers: Record<string, string>) => {
    if (who === 'admin') {
      await signInStaff(page, headers);
      return path;
    }
    const account = await signUp(page.request, headers);
    await new AccountPages(page).signIn(account);
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    return path;
  };
}

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

/** Opens the target in each of `locales` in turn (one sign-in, one device) and scans each. */
async function scan(page: Page, headers: Record<string, string>, target: Target, locales: readonly Locale[]) {
  // axe runs every rule over the whole page: several seconds on 2 cores, far more when the machine is busy.
  test.slow();
  const path = await target.path(page, headers);
  for (const locale of locales) {
    await new ShopPage(page).open(path, locale);
    await expect(target.loaded(page)).toBeVisible({ timeout: 15_000 });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => v.id),
      `${path} in ${locale}:\n${describe(serious)}`,
    ).toEqual([]);
  }
}

for (const target of targets) {
  // Both languages on one device: the page is drawn afresh in each, and the sign-in and the shop's files are not
  // paid for twice.
  test(`${target.name} has no serious a11y violations in no and ar`, async ({ page, clientHeaders }) => {
    await scan(page, clientHeaders, target, ['no', 'ar']);
  });
  // On phones the layout that differs most is the mirrored one: each page is scanned in Arabic there.
  test(`${target.name} has no serious a11y violations in ar @mobile`, async ({ page, clientHeaders }) => {
    await scan(page, clientHeaders, target, ['ar']);
  });
}
