import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { AboutPage, PrivacyPage, TermsPage } from '../features/info/info-pages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { TrackOrderPage } from '../features/track-order/track-order-page';

// Catalogue pages load on first visit (and are precached by the service worker): they carry Dexie and the
// list code, which the first paint of "/" does not need.
const CatalogPage = lazy(() =>
  import('../features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })),
);
const CategoryPage = lazy(() =>
  import('../features/catalog/category-page').then((m) => ({ default: m.CategoryPage })),
);
const ProductsPage = lazy(() =>
  import('../features/catalog/products-page').then((m) => ({ default: m.ProductsPage })),
);

export function Routes() {
  return (
    <Suspense fallback={<div className="container min-h-[60vh] py-8" aria-busy="true" />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/catalog" component={CatalogPage} />
        <Route path="/catalog/products" component={ProductsPage} />
        <Route path="/catalog/:slug">{({ slug }) => <CategoryPage slug={slug} products={false} />}</Route>
        <Route path="/catalog/:slug/products">{({ slug }) => <CategoryPage slug={slug} products />}</Route>
        <Route path="/about-us" component={AboutPage} />
        <Route path="/contact-us" component={ContactPage} />
        <Route path="/terms-and-conditions" component={TermsPage} />
        <Route path="/privacy-policy" component={PrivacyPage} />
        <Route path="/track-order" component={TrackOrderPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
