import { Suspense, useLayoutEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { takeOverEarlyInput } from '../first-visit/early-input';
import { lazyNamed, whenPartsDrawn } from '../lib/lazy-named';
import { prerenderedPath } from '../prerendered-path';

// Every page but home loads on first visit (the service worker precaches them all, so they open offline too):
// the first paint of "/" carries none of their code — Dexie, XState, forms and lists stay out of its budget.
const CatalogPage = lazyNamed(() => import('../features/catalog/catalog-page'), 'CatalogPage');
const CategoryPage = lazyNamed(() => import('../features/catalog/category-page'), 'CategoryPage');
const ProductsPage = lazyNamed(() => import('../features/catalog/products-page'), 'ProductsPage');
const ProductPage = lazyNamed(() => import('../features/product/product-page'), 'ProductPage');
const ProductPreviewPage = lazyNamed(
  () => import('../features/product/product-preview-page'),
  'ProductPreviewPage',
);
const ArticlePage = lazyNamed(() => import('../features/product/article-page'), 'ArticlePage');
const SearchPage = lazyNamed(() => import('../features/search/search-page'), 'SearchPage');
const CartPage = lazyNamed(() => import('../features/cart/cart-page'), 'CartPage');
const WishlistPage = lazyNamed(() => import('../features/cart/wishlist-page'), 'WishlistPage');
const ComparePage = lazyNamed(() => import('../features/cart/compare-page'), 'ComparePage');
const VehiclePartsPage = lazyNamed(
  () => import('../features/vehicle/vehicle-parts-page'),
  'VehiclePartsPage',
);
const ContactPage = lazyNamed(() => import('../features/contact/contact-page'), 'ContactPage');
const TrackOrderPage = lazyNamed(() => import('../features/track-order/track-order-page'), 'TrackOrderPage');
const AboutPage = lazyNamed(() => import('../features/info/info-pages'), 'AboutPage');
const TermsPage = lazyNamed(() => import('../features/info/info-pages'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('../features/info/info-pages'), 'PrivacyPage');

/**
 * On any path but "/", index.html hides the pre-rendered home content until the real page is drawn
 * (src/first-visit/boot.ts). React first hydrates that markup as "/" (main.tsx), so #main is shown only once the
 * routes render the browser's own path; inside the Suspense boundary, only once that page has been committed.
 * The page becomes the app's once that page and every lazy part it was drawn with are drawn (early-input.ts).
 */
function RevealMain() {
  const [location] = useLocation();
  useLayoutEffect(() => {
    if (location !== window.location.pathname) return;
    document.documentElement.classList.remove('boot-shell-only');
    // What was done on the drawn page is done again once the app owns all of it.
    void whenPartsDrawn().then(() => takeOverEarlyInput());
  }, [location]);
  return null;
}

// Never settles: the pre-rendered home content waits on it (see PrerenderedHome).
const notNow = new Promise<never>(() => undefined);

/**
 * On any other path React hydrates index.html as "/" first (main.tsx). The home content is then not hydrated
 * at all — a phone would spend a good part of a second on content nobody sees: it waits, still the
 * pre-rendered markup (hidden), until the router moves to the real path a moment later and removes it.
 */
function PrerenderedHome() {
  if (typeof window !== 'undefined' && window.location.pathname !== prerenderedPath) throw notNow;
  return <HomePage />;
}

export function Routes() {
  return (
    <Suspense fallback={<div className="container min-h-[60vh] py-8" aria-busy="true" />}>
      <RevealMain />
      <Switch>
        <Route path="/">
          <Suspense fallback={null}>
            <PrerenderedHome />
          </Suspense>
        </Route>
        <Route path="/catalog" component={CatalogPage} />
        <Route path="/catalog/products" component={ProductsPage} />
        <Route path="/catalog/article" component={ArticlePage} />
        <Route path="/catalog/:slug">{({ slug }) => <CategoryPage slug={slug} products={false} />}</Route>
        <Route path="/catalog/:slug/products">{({ slug }) => <CategoryPage slug={slug} products />}</Route>
        <Route path="/all" component={VehiclePartsPage} />
        <Route path="/products" component={SearchPage} />
        <Route path="/products/:slug">{({ slug }) => <ProductPage slug={slug} />}</Route>
        <Route path="/product-preview/:articleNumber">
          {({ articleNumber }) => <ProductPreviewPage articleNumber={articleNumber} />}
        </Route>
        <Route path="/about-us" component={AboutPage} />
        <Route path="/contact-us" component={ContactPage} />
        <Route path="/terms-and-conditions" component={TermsPage} />
        <Route path="/privacy-policy" component={PrivacyPage} />
        <Route path="/track-order" component={TrackOrderPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/wishlist" component={WishlistPage} />
        <Route path="/compare" component={ComparePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
