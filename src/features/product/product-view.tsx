import { Trans } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { WifiOffIcon } from '../../components/icons';
import { LoadFailure } from '../catalog/list-message';
import { PricesSavedNote } from '../catalog/prices-saved-note';
import { NotFoundPage } from '../not-found/not-found-page';
import { FitmentBadge } from './fitment-badge';
import { Gallery } from './gallery';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductInfo } from './product-info';
import { ProductSections } from './product-sections';
import { ProductSkeleton } from './product-skeleton';
import { useProduct } from './use-product';

/** The reviews page lives in the URL (?reviews=2) beside whatever else the page's query holds. */
function useReviewsPage() {
  const [path] = useLocation();
  const search = useSearch();
  const page = Number(new URLSearchParams(search).get('reviews')) || 1;
  const hrefFor = (next: number) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('reviews', String(next));
    else params.delete('reviews');
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return { page, hrefFor };
}

/** A whole product page for `articleId`: gallery, buying column, then the details below. */
export function ProductView({ articleId }: { articleId: number }) {
  const { state, vehicle } = useProduct(articleId);
  const reviews = useReviewsPage();
  if (state.status === 'loading') return <ProductSkeleton />;
  if (state.status === 'not-found') return <NotFoundPage />;
  if (state.status === 'failed')
    return (
      <div className="container py-8">
        <LoadFailure error={state.error} onRetry={state.retry} />
      </div>
    );
  const { product, detail } = state;
  const name = product.name || product.articleName;
  return (
    <div
      className="container flex flex-col gap-6 pb-16 pt-6"
      data-testid="product-page"
      data-article-id={articleId}
    >
      <ProductBreadcrumb product={product} current={name} />
      {state.pricedAt !== undefined && <PricesSavedNote pricedAt={state.pricedAt} />}
      {state.offline && state.pricedAt === undefined && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900"
        >
          <WifiOffIcon width={18} height={18} />
          {detail ? (
            <Trans>You are offline. This is the copy kept on this device from your last visit.</Trans>
          ) : (
            <Trans>You are offline. Only the summary of this product is kept on this device.</Trans>
          )}
        </p>
      )}
      <div className="grid gap-6 rounded-lg bg-white p-4 shadow-sm md:grid-cols-2 md:p-6">
        <Gallery images={product.images} alt={name} />
        <ProductInfo product={product} fitment={<FitmentBadge fits={state.fits} vehicle={vehicle} />} />
      </div>
      <ProductSections
        product={product}
        detail={detail}
        reviewsPage={reviews.page}
        reviewsHref={reviews.hrefFor}
      />
    </div>
  );
}
