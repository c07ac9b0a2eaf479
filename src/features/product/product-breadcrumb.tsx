import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import type { ProductSummary } from '../../domain/product';

/** Home / Shop / brand / product. The brand's list path contains 'products', so AppLink makes it a span. */
export function ProductBreadcrumb({ product, current }: { product: ProductSummary; current: ReactNode }) {
  const { t } = useLingui();
  const trail = [
    { href: '/', label: <Trans>Home</Trans> },
    { href: '/catalog', label: <Trans>Shop</Trans> },
    ...(product.brandSlug && product.mfrName
      ? [{ href: `/catalog/products?brand=${encodeURIComponent(product.brandSlug)}`, label: product.mfrName }]
      : []),
  ];
  return (
    <nav aria-label={t`Breadcrumb`} className="flex flex-wrap items-center text-sm text-ink-soft">
      {trail.map((crumb) => (
        <span key={crumb.href} className="inline-flex items-center">
          <AppLink href={crumb.href} className="hover:text-brand">
            {crumb.label}
          </AppLink>
          <span className="mx-2" aria-hidden="true">
            /
          </span>
        </span>
      ))}
      <span aria-current="page" className="line-clamp-1">
        {current}
      </span>
    </nav>
  );
}
