// The one route table: every page of the shop, its path as the router matches it (wouter's patterns), the
// module and export that draw it, and whether the server draws it with its data. The app's router draws from it
// (src/app/routes.tsx loads each module lazily), and the server names each page's code for preloading from it
// and Vite's manifest (server/lib/page-preloads.ts). First match wins, as in the router.
import { parse } from 'regexparam';

export type PageParams = Record<string, string | undefined>;

export type PageEntry = {
  path: string;
  /** The page's module, as Vite's manifest names it. */
  module: string;
  /** Its named export. */
  name: string;
  /** The server draws it with its data. */
  readsData?: boolean;
  /** Its first server read is started early on the client, while its code loads (page-data-preload.ts). */
  earlyRead?: boolean;
  /** The page's props from the path's parameters. */
  props?: (params: PageParams) => Record<string, unknown>;
};

const slug = ({ slug }: PageParams) => ({ slug });

export const pages: readonly PageEntry[] = [
  { path: '/', module: 'src/features/home/home-page.tsx', name: 'HomePage', readsData: true },
  { path: '/catalog', module: 'src/features/catalog/catalog-page.tsx', name: 'CatalogPage' },
  {
    path: '/catalog/products',
    module: 'src/features/catalog/products-page.tsx',
    name: 'ProductsPage',
    readsData: true,
    earlyRead: true,
  },
  { path: '/catalog/article', module: 'src/features/product/article-page.tsx', name: 'ArticlePage' },
  {
    path: '/catalog/:slug',
    module: 'src/features/catalog/category-page.tsx',
    name: 'CategoryPage',
    readsData: true,
    earlyRead: true,
    props: (params) => ({ ...slug(params), products: false }),
  },
  {
    path: '/catalog/:slug/products',
    module: 'src/features/catalog/category-page.tsx',
    name: 'CategoryPage',
    readsData: true,
    earlyRead: true,
    props: (params) => ({ ...slug(params), products: true }),
  },
  { path: '/all', module: 'src/features/vehicle/vehicle-parts-page.tsx', name: 'VehiclePartsPage' },
  { path: '/products', module: 'src/features/search/search-page.tsx', name: 'SearchPage' },
  {
    path: '/products/:slug',
    module: 'src/features/product/product-page.tsx',
    name: 'ProductPage',
    readsData: true,
    earlyRead: true,
    props: slug,
  },
  {
    path: '/product-preview/:articleNumber',
    module: 'src/features/product/product-preview-page.tsx',
    name: 'ProductPreviewPage',
    props: ({ articleNumber }) => ({ articleNumber }),
  },
  { path: '/about-us', module: 'src/features/info/info-pages.tsx', name: 'AboutPage' },
  { path: '/contact-us', module: 'src/features/contact/contact-page.tsx', name: 'ContactPage' },
  { path: '/terms-and-conditions', module: 'src/features/info/info-pages.tsx', name: 'TermsPage' },
  { path: '/privacy-policy', module: 'src/features/info/info-pages.tsx', name: 'PrivacyPage' },
  { path: '/track-order', module: 'src/features/track-order/track-order-page.tsx', name: 'TrackOrderPage' },
  { path: '/cart', module: 'src/features/cart/cart-page.tsx', name: 'CartPage' },
  { path: '/wishlist', module: 'src/features/cart/wishlist-page.tsx', name: 'WishlistPage' },
  { path: '/compare', module: 'src/features/cart/compare-page.tsx', name: 'ComparePage' },
];

const patterns = pages.map((page) => parse(page.path));

/** The page the router shows at `pathname` (a trailing slash allowed, as wouter does), or undefined. */
export function pageAt(pathname: string): PageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const index = patterns.findIndex(({ pattern }) => pattern.test(path));
  return index < 0 ? undefined : pages[index];
}

/** The module that starts a page's server read early (main.tsx). */
export const pageDataPreloadModule = 'src/app/page-data-preload.ts';

/** The modules a path opens first: its page, and the early read when it has one. */
export function modulesForPath(pathname: string): string[] {
  const page = pageAt(pathname);
  if (!page) return [];
  return page.earlyRead ? [page.module, pageDataPreloadModule] : [page.module];
}
