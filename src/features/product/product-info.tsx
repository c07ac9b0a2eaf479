import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Price } from '../../components/price';
import { Rating } from '../../components/rating';
import { StockBadge } from '../../components/stock-badge';
import type { ProductSummary } from '../../domain/product';
import { ProductActions } from './product-actions';
import { StatusBadges } from './status-badge';

/** The buying column: brand, name, number, badges, rating, stock, price, fitment and the actions. */
export function ProductInfo({
  product,
  heading: Heading = 'h1',
  fitment,
  children,
}: {
  product: ProductSummary;
  heading?: 'h1' | 'h2';
  fitment?: ReactNode;
  children?: ReactNode;
}) {
  const name = product.name || product.articleName;
  return (
    <div className="flex flex-col gap-3">
      <StatusBadges product={product} />
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{product.mfrName}</p>
      <Heading className="text-2xl font-bold text-ink md:text-3xl">{name}</Heading>
      <p className="text-sm text-ink-soft">
        <Trans>Art. no.</Trans>{' '}
        <span dir="ltr" className="font-medium text-ink" data-testid="article-number">
          {product.articleNumber}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Rating rating={product.rating} reviews={product.reviews} />
        <StockBadge stock={product.stock} />
      </div>
      <div className="text-2xl">
        <Price price={product.price} discount={product.discount} />
      </div>
      {fitment}
      <ProductActions product={product} />
      {children}
    </div>
  );
}
