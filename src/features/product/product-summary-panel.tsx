import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import type { ProductSummary } from '../../domain/product';
import { productHref } from '../../domain/product-href';
import { Gallery } from './gallery';
import { ProductInfo } from './product-info';

/** A product at a glance (quick view, product preview): gallery, buying column, and the way to the full page. */
export function ProductSummaryPanel({
  product,
  heading,
  onNavigate,
}: {
  product: ProductSummary;
  heading: 'h1' | 'h2';
  onNavigate?: () => void;
}) {
  const name = product.name || product.articleName;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Gallery images={product.images} alt={name} layout="quickview" />
      <ProductInfo product={product} heading={heading}>
        <AppLink
          href={productHref(product)}
          onClick={onNavigate}
          className="text-sm font-medium text-brand hover:underline"
        >
          <Trans>View full details</Trans>
        </AppLink>
      </ProductInfo>
    </div>
  );
}
