import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { AppLink } from '../../components/app-link';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { Rating } from '../../components/rating';
import { StockBadge } from '../../components/stock-badge';
import type { ProductSummary } from '../../domain/product';
import { productHref } from '../../domain/product-href';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SavedToggle } from '../cart/saved-toggle';
import { QuickViewButton } from '../product/quick-view-button';

export type ListView = 'grid' | 'list';

/**
 * A product in a list: picture, brand, name, article number, rating, stock and price; picture and name lead to
 * the product page (spans that act as links), "Quick view" opens it over the list. Memoised: a list
 * that re-renders for its sidebar or a garage read leaves the cards of the same page alone.
 */
export const ProductCard = memo(function ProductCard({
  product,
  view,
  priority = false,
}: {
  product: ProductSummary;
  view: ListView;
  /** One of the first cards on screen: its picture loads at once. */
  priority?: boolean;
}) {
  const name = product.articleName || product.name;
  const list = view === 'list';
  const href = productHref(product);
  return (
    <article
      className={`flex rounded-lg bg-white p-3 shadow-sm ${list ? 'flex-row gap-4' : 'flex-col gap-2'}`}
      data-testid="product-card"
    >
      {/* The picture is drawn, and loaded, once near the screen; square, it has its height before then. */}
      <AppLink
        href={href}
        className={`render-lazily block aspect-square [--lazy-height:0px] ${list ? 'w-28 shrink-0 sm:w-40' : ''}`}
      >
        <ProductImage src={product.images[0]?.imageURL400} alt={name} priority={priority} />
      </AppLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{product.mfrName}</p>
        <h2 className="line-clamp-2 text-sm font-medium text-ink">
          <AppLink href={href} className="hover:text-brand">
            {name}
          </AppLink>
        </h2>
        <p className="text-xs text-ink-soft">
          <Trans>Art. no.</Trans> <span dir="ltr">{product.articleNumber}</span>
        </p>
        {list && product.articleText.length > 0 && (
          <ul className="hidden list-disc ps-4 text-sm text-ink-soft sm:block">
            {product.articleText.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <Rating rating={product.rating} reviews={product.reviews} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <Price price={product.price} discount={product.discount} />
          <StockBadge stock={product.stock} />
        </div>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <AddToCartButton product={product} compact />
          <SavedToggle list="wishlist" product={product} />
          <SavedToggle list="compare" product={product} />
          {/* On phones the product page is one tap away; the quick view would only add a row. */}
          <span className="ms-auto hidden sm:block">
            <QuickViewButton product={product} />
          </span>
        </div>
      </div>
    </article>
  );
});

export function ProductCardSkeleton({ view }: { view: ListView }) {
  return (
    <div
      className={`flex animate-pulse rounded-lg bg-white p-3 shadow-sm ${view === 'list' ? 'flex-row gap-4' : 'flex-col gap-2'}`}
      aria-hidden="true"
    >
      <div className={`aspect-square rounded bg-gray-200 ${view === 'list' ? 'w-28 sm:w-40' : 'w-full'}`} />
      <div className="flex flex-1 flex-col gap-2">
        {/* The same rows as a card (brand, name, number, stars, price, buttons), so nothing jumps on arrival. */}
        <div className="h-4 w-1/3 rounded bg-gray-200" />
        <div className="h-5 w-5/6 rounded bg-gray-200" />
        <div className="h-4 w-1/2 rounded bg-gray-200" />
        <div className="h-4 w-1/3 rounded bg-gray-200" />
        <div className="mt-auto h-6 w-1/3 rounded bg-gray-200" />
        <div className="h-10 w-1/2 rounded bg-gray-200" />
      </div>
    </div>
  );
}
