// The one route table: every page of the shop, its path as the router matches it (wouter's patterns), the
// module and export that draw it, and whether the server draws it with its data. The app's router draws from it
// (src/app/routes.tsx loads each module lazily), and the server names each page's code for preloading from it
// and Vite's manifest (server/pages/page-preloads.ts), and what each page is drawn from (src/api/page-data.ts).
// First match wins, as in the router.
import { parse } from 'regexparam';
import type { PageGuard } from '../domain/session';

export type PageParams = Record<string, string | undefined>;

export type PageEntry = {
  path: string;
  /** The page's module, as Vite's manifest names it. */
  module: string;
  /** Its named export. */
  name: string;
  /**
   * What the page is drawn from (src/api/page-data.ts): the server draws these pages with their data, and the
   * client starts the read of a list or product early, while the page's code loads (src/lib/page-data-preload.ts).
   * A category shows its list, or its subcategories when it has any. 'nothing': a page of its own texts and forms,
   * drawn from what every drawn page has (the category tree and the shop's settings). Some reads need an earlier answer:
   * 'article' looks up an article number, then reads that product's page; 'preview' only looks it up; 'vehicle'
   * looks up a plate, then reads the vehicle's categories and parts list. 'device': a page of what the device keeps
   * (the cart, the session, IndexedDB): the server draws only its frame — heading, layout and loading state, as
   * signed out — and the app's code starts at once to draw the rest (src/first-visit/boot.ts).
   */
  reads?:
    | 'home'
    | 'list'
    | 'category'
    | 'product'
    | 'search'
    | 'article'
    | 'preview'
    | 'vehicle'
    | 'nothing'
    | 'device';
  /** The page's props from the path's parameters. */
  props?: (params: PageParams) => Record<string, unknown>;
  /**
   * Who may open the page (src/features/account/page-guard.tsx): 'user' sends a visitor to sign in first, 'admin'
   * also refuses anyone but an ADMIN. The server has no session: it draws a guarded page only as its frame
   * ('device').
   */
  guard?: PageGuard;
};

const slug = ({ slug }: PageParams) => ({ slug });

export const pages: readonly PageEntry[] = [
  { path: '/', module: 'src/features/home/home-page.tsx', name: 'HomePage', reads: 'home' },
  {
    path: '/catalog',
    module: 'src/features/catalog/catalog-page.tsx',
    name: 'CatalogPage',
    reads: 'nothing',
  },
  {
    path: '/catalog/products',
    module: 'src/features/catalog/products-page.tsx',
    name: 'ProductsPage',
    reads: 'list',
  },
  {
    path: '/catalog/article',
    module: 'src/features/product/article-page.tsx',
    name: 'ArticlePage',
    reads: 'article',
  },
  {
    path: '/catalog/:slug',
    module: 'src/features/catalog/category-page.tsx',
    name: 'CategoryPage',
    reads: 'category',
    props: (params) => ({ ...slug(params), products: false }),
  },
  {
    path: '/catalog/:slug/products',
    module: 'src/features/catalog/category-page.tsx',
    name: 'CategoryPage',
    reads: 'list',
    props: (params) => ({ ...slug(params), products: true }),
  },
  {
    path: '/all',
    module: 'src/features/vehicle/vehicle-parts-page.tsx',
    name: 'VehiclePartsPage',
    reads: 'vehicle',
  },
  {
    path: '/products',
    module: 'src/features/search/search-page.tsx',
    name: 'SearchPage',
    reads: 'search',
  },
  {
    path: '/products/:slug',
    module: 'src/features/product/product-page.tsx',
    name: 'ProductPage',
    reads: 'product',
    props: slug,
  },
  {
    path: '/product-preview/:articleNumber',
    module: 'src/features/product/product-preview-page.tsx',
    name: 'ProductPreviewPage',
    reads: 'preview',
    props: ({ articleNumber }) => ({ articleNumber }),
  },
  { path: '/about-us', module: 'src/features/info/info-pages.tsx', name: 'AboutPage', reads: 'nothing' },
  {
    path: '/contact-us',
    module: 'src/features/contact/contact-page.tsx',
    name: 'ContactPage',
    reads: 'nothing',
  },
  {
    path: '/terms-and-conditions',
    module: 'src/features/info/info-pages.tsx',
    name: 'TermsPage',
    reads: 'nothing',
  },
  {
    path: '/privacy-policy',
    module: 'src/features/info/info-pages.tsx',
    name: 'PrivacyPage',
    reads: 'nothing',
  },
  {
    path: '/track-order',
    module: 'src/features/track-order/track-order-page.tsx',
    name: 'TrackOrderPage',
    reads: 'nothing',
  },
  { path: '/cart', module: 'src/features/cart/cart-page.tsx', name: 'CartPage', reads: 'device' },
  {
    path: '/checkout',
    module: 'src/features/checkout/checkout-page.tsx',
    name: 'CheckoutPage',
    reads: 'device',
  },
  {
    path: '/checkout/:token',
    module: 'src/features/checkout/checkout-success-page.tsx',
    name: 'CheckoutSuccessPage',
    props: ({ token }) => ({ token }),
    reads: 'device',
  },
  { path: '/wishlist', module: 'src/features/cart/wishlist-page.tsx', name: 'WishlistPage', reads: 'device' },
  { path: '/compare', module: 'src/features/cart/compare-page.tsx', name: 'ComparePage', reads: 'device' },
  {
    path: '/quick-order',
    module: 'src/features/quick-order/quick-order-page.tsx',
    name: 'QuickOrderPage',
    reads: 'nothing',
  },
  {
    path: '/account/login',
    module: 'src/features/account/login-page.tsx',
    name: 'LoginPage',
    reads: 'nothing',
  },
  {
    path: '/account/register',
    module: 'src/features/account/register-page.tsx',
    name: 'RegisterPage',
    reads: 'nothing',
  },
  {
    path: '/account/forgot-password',
    module: 'src/features/account/forgot-password-page.tsx',
    name: 'ForgotPasswordPage',
    reads: 'nothing',
  },
  {
    path: '/account/reset-password',
    module: 'src/features/account/reset-password-page.tsx',
    name: 'ResetPasswordPage',
    reads: 'nothing',
  },
  {
    // The device's offline parts packs: a guest has them too, so it is not guarded.
    path: '/account/offline-parts',
    module: 'src/features/packs/offline-parts-page.tsx',
    name: 'OfflinePartsPage',
    reads: 'device',
  },
  {
    path: '/account/dashboard',
    module: 'src/features/account/dashboard-page.tsx',
    name: 'DashboardPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/garage',
    module: 'src/features/account/garage-page.tsx',
    name: 'GaragePage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/profile',
    module: 'src/features/account/profile-page.tsx',
    name: 'ProfilePage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/orders',
    module: 'src/features/account/orders-page.tsx',
    name: 'OrdersPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/orders/:id',
    module: 'src/features/account/order-page.tsx',
    name: 'OrderPage',
    props: ({ id }) => ({ id }),
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/addresses',
    module: 'src/features/account/addresses-page.tsx',
    name: 'AddressesPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/addresses/new',
    module: 'src/features/account/address-page.tsx',
    name: 'AddressPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/addresses/:id',
    module: 'src/features/account/address-page.tsx',
    name: 'AddressPage',
    props: ({ id }) => ({ id }),
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/password',
    module: 'src/features/account/password-page.tsx',
    name: 'PasswordPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/account/two-factor',
    module: 'src/features/account/two-factor-page.tsx',
    name: 'TwoFactorPage',
    reads: 'device',
    guard: 'user',
  },
  {
    path: '/admin/dashboard',
    module: 'src/features/admin/admin-dashboard-page.tsx',
    name: 'AdminDashboardPage',
    reads: 'device',
    guard: 'admin',
  },
  {
    path: '/admin/orders',
    module: 'src/features/admin/admin-orders-page.tsx',
    name: 'AdminOrdersPage',
    reads: 'device',
    guard: 'admin',
  },
  {
    path: '/admin/orders/:id',
    module: 'src/features/admin/admin-order-page.tsx',
    name: 'AdminOrderPage',
    props: ({ id }) => ({ id }),
    reads: 'device',
    guard: 'admin',
  },
  {
    path: '/admin/customers',
    module: 'src/features/admin/admin-customers-page.tsx',
    name: 'AdminCustomersPage',
    reads: 'device',
    guard: 'admin',
  },
];

const patterns = pages.map((page) => parse(page.path));

/**
 * The page the router shows at `pathname` (a trailing slash allowed, as wouter does) and the path's parameters,
 * decoded; undefined when no page has that path.
 */
export function matchPage(pathname: string): { page: PageEntry; params: PageParams } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const [index, { keys, pattern }] of patterns.entries()) {
    const found = pattern.exec(path);
    const page = pages[index];
    if (!found || !page) continue;
    const params: PageParams = {};
    for (const [i, key] of keys.entries()) {
      const value = found[i + 1];
      params[key] = value === undefined ? undefined : safeDecode(value);
    }
    return { page, params };
  }
  return undefined;
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const pageAt = (pathname: string): PageEntry | undefined => matchPage(pathname)?.page;

/**
 * Whether the page's first server read starts early, while its code loads (a list, a search or a product). Not a
 * lookup ('article', 'preview', 'vehicle'): the server draws those pages with their answers, and a plate's
 * lookup may ask the external vehicle register, which an early read the page did not take over would ask twice.
 */
export const readsEarly = (page: PageEntry | undefined) =>
  page?.reads === 'list' ||
  page?.reads === 'category' ||
  page?.reads === 'product' ||
  page?.reads === 'search';

/** The module that starts a page's server read early (main.tsx). */
export const pageDataPreloadModule = 'src/lib/page-data-preload.ts';

/** The modules a path opens first: its page, and the early read when it has one. */
export function modulesForPath(pathname: string): string[] {
  const page = pageAt(pathname);
  if (!page) return [];
  return readsEarly(page) ? [page.module, pageDataPreloadModule] : [page.module];
}
