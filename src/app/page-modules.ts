// Which page module each path opens (the lazy pages of routes.tsx; a test keeps the two in step). The server
// uses it to list a page's code in the HTML it sends, so the browser fetches it all at once instead of one
// import level after another (server/lib/page-preloads.ts).

export type PageModule = { path: RegExp; module: string; readsData?: boolean };

/** First match wins, in the order of routes.tsx. `readsData`: the page's server read is preloaded at start. */
export const pageModules: readonly PageModule[] = [
  { path: /^\/catalog\/?$/, module: 'src/features/catalog/catalog-page.tsx' },
  { path: /^\/catalog\/products\/?$/, module: 'src/features/catalog/products-page.tsx', readsData: true },
  { path: /^\/catalog\/article\/?$/, module: 'src/features/product/article-page.tsx' },
  {
    path: /^\/catalog\/[^/]+(\/products)?\/?$/,
    module: 'src/features/catalog/category-page.tsx',
    readsData: true,
  },
  { path: /^\/all\/?$/, module: 'src/features/vehicle/vehicle-parts-page.tsx' },
  { path: /^\/products\/?$/, module: 'src/features/search/search-page.tsx' },
  { path: /^\/products\/[^/]+\/?$/, module: 'src/features/product/product-page.tsx', readsData: true },
  { path: /^\/product-preview\/[^/]+\/?$/, module: 'src/features/product/product-preview-page.tsx' },
  {
    path: /^\/(about-us|terms-and-conditions|privacy-policy)\/?$/,
    module: 'src/features/info/info-pages.tsx',
  },
  { path: /^\/contact-us\/?$/, module: 'src/features/contact/contact-page.tsx' },
  { path: /^\/track-order\/?$/, module: 'src/features/track-order/track-order-page.tsx' },
  { path: /^\/cart\/?$/, module: 'src/features/cart/cart-page.tsx' },
  { path: /^\/wishlist\/?$/, module: 'src/features/cart/wishlist-page.tsx' },
  { path: /^\/compare\/?$/, module: 'src/features/cart/compare-page.tsx' },
];

/** The module that starts a page's server read early (main.tsx). */
export const pageDataPreloadModule = 'src/app/page-data-preload.ts';

/** The modules a path opens first: its page, and the early read when it has one. */
export function modulesForPath(pathname: string): string[] {
  const page = pageModules.find((p) => p.path.test(pathname));
  if (!page) return [];
  return page.readsData ? [page.module, pageDataPreloadModule] : [page.module];
}
