import { useLingui } from '@lingui/react/macro';
import type { ProductSummary } from '../../domain/product';
import { HeartIcon } from './cart-icons';
import { toastIds } from './checkout';
import { SavedToggle } from './saved-toggle';

/** Adds the product to the wishlist (pressed when it is there; pressing again takes it out). */
export function WishlistButton({
  product,
  withText,
  className,
}: {
  product: ProductSummary;
  withText?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <SavedToggle
      product={product}
      list="wishlist"
      icon={(on) => <HeartIcon width={18} height={18} fill={on ? 'currentColor' : 'none'} />}
      label={t`Wishlist`}
      added={{ text: t`Added to wishlist`, id: toastIds.wishlist }}
      failed={t`Could not add to the wishlist`}
      withText={withText}
      className={className}
    />
  );
}
