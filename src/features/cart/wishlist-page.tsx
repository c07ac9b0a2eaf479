import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { StockBadge } from '../../components/stock-badge';
import type { SavedProductRecord } from '../../db/types';
import { productHref } from '../../domain/product-href';
import { AddToCartButton } from './add-to-cart-button';
import { HeartIcon, TrashIcon } from './cart-icons';
import { EmptyState, ListLoading } from './empty-state';
import { productName } from './product-name';
import { useListsFromAccount } from './use-lists-from-account';
import { useSavedIntents, useSavedList } from './use-saved';

/** /wishlist: products saved for later, each with add to cart and remove. */
export function WishlistPage() {
  const items = useSavedList('wishlist');
  useListsFromAccount();
  const empty = (
    <EmptyState icon={<HeartIcon width={32} height={32} />} title={<Trans>Your wishlist is empty</Trans>}>
      <p>
        <Trans>Press the heart on a product to keep it here for later.</Trans>
      </p>
    </EmptyState>
  );
  return (
    <>
      <PageHeader title={<Trans>Wishlist</Trans>} />
      <div className="container pb-16">
        {items === undefined ? (
          <ListLoading empty={empty} />
        ) : items.length === 0 ? (
          empty
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg bg-white px-4 shadow-sm">
            {items.map((item) => (
              <WishlistItem key={item.articleId} item={item} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function WishlistItem({ item: { product } }: { item: SavedProductRecord }) {
  const { t } = useLingui();
  const { remove } = useSavedIntents();
  const name = productName(product);
  return (
    <li
      className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_1fr_auto]"
      data-testid="wishlist-item"
    >
      <ProductImage src={product.images[0]?.imageURL200 || product.images[0]?.imageURL400} alt={name} />
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{product.mfrName}</p>
        <AppLink href={productHref(product)} className="font-medium text-ink hover:text-brand">
          {name}
        </AppLink>
        <p className="text-xs text-ink-soft">
          <Trans>Art. no.</Trans> <span dir="ltr">{product.articleNumber}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Price price={product.price} discount={product.discount} />
          <StockBadge stock={product.stock} />
        </div>
      </div>
      <div className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:flex-col sm:items-end">
        <AddToCartButton product={product} />
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-sm text-ink-soft"
          aria-label={t`Remove ${name} from the wishlist`}
          onClick={() => void remove('wishlist', product.articleId)}
        >
          <TrashIcon width={16} height={16} />
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}
