import { Trans } from '@lingui/react/macro';
import { ListMessage, LoadFailure } from '../catalog/list-message';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductSkeleton } from './product-skeleton';
import { ProductSummaryPanel } from './product-summary-panel';
import { useArticleLookup } from './use-article-lookup';

/** The router leaves escapes such as %2F in path parameters (article numbers may hold slashes). */
const decoded = (param: string) => {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
};

/** /product-preview/{articleNumber}: the product at a glance, found by its article number. */
export function ProductPreviewPage({ articleNumber: param }: { articleNumber: string }) {
  const articleNumber = decoded(param);
  const lookup = useArticleLookup(articleNumber);
  if (lookup.status === 'loading') return <ProductSkeleton />;
  if (lookup.status === 'found') {
    const { product } = lookup;
    return (
      <div className="container flex flex-col gap-6 pb-16 pt-6" data-testid="product-preview">
        <ProductBreadcrumb product={product} current={product.name || product.articleName} />
        <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
          <ProductSummaryPanel product={product} heading="h1" />
        </div>
      </div>
    );
  }
  return (
    <div className="container flex max-w-2xl flex-col gap-6 pb-16 pt-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">
        <Trans>Product preview</Trans>
      </h1>
      {lookup.status === 'failed' ? (
        <LoadFailure error={lookup.error} onRetry={lookup.retry} />
      ) : (
        <ListMessage
          title={
            <Trans>
              No part has the article number <bdi dir="ltr">{articleNumber}</bdi>
            </Trans>
          }
        />
      )}
    </div>
  );
}
