import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/toasts';
import { addToCart } from '../../db/cart';
import { cartErrors, type ProductOption, validateAddToCart } from '../../domain/cart';
import type { ProductSummary } from '../../domain/product';
import { dropKeptCart } from '../../first-visit/early-input';
import { useDatabase } from '../../lib/database';
import { CartIcon } from './cart-icons';
import { toastIds } from './checkout';
import { countAdd } from './pending-adds';
import { productName } from './product-name';

type Props = {
  product: ProductSummary;
  /** Undefined means 1; null (an emptied quantity field) is refused. */
  quantity?: number | null;
  className?: string;
  /** Icon only, the words for screen readers (product cards, the compare table). */
  compact?: boolean;
  /** The product's options and the customer's choices; the catalogue has no options yet. */
  options?: readonly ProductOption[];
  chosen?: Record<string, string>;
};

/** Checks the request, writes the line to the cart on this device and says so in a toast. */
export function AddToCartButton({ product, quantity, className, compact, options, chosen }: Props) {
  const { t } = useLingui();
  const db = useDatabase();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const outOfStock = product.stock === 'out-of-stock';
  const label = t`Add to cart`;

  const add = async () => {
    const error = validateAddToCart({ quantity, options, chosen });
    if (error) {
      // An add kept on the drawn page and counted in the header did not happen.
      dropKeptCart();
      const text =
        error === cartErrors.quantity ? t`Choose a quantity of at least 1` : t`Choose an option first`;
      toast.error(text, { id: error });
      return;
    }
    setBusy(true);
    // The header counts the add in this click's frame; asked for just before the write, so a read begun after it
    // shows the write (pending-adds.ts).
    const takeBack = countAdd(quantity ?? 1);
    try {
      // One transaction: when it fails nothing was written, so there is no half-added line to take back.
      const result = await addToCart(db, product, quantity ?? 1, chosen ?? {});
      // The user now has something on this device worth keeping: ask the browser not to evict it.
      if (result.firstLine) void navigator.storage?.persist?.().catch(() => false);
      toast.success(t`Added to cart`, {
        id: toastIds.added,
        description: productName(product),
        action: { label: t`View cart`, onClick: () => navigate('/cart') },
      });
    } catch {
      takeBack();
      dropKeptCart();
      toast.error(t`Could not add to cart`, { id: toastIds.failed, description: productName(product) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn-primary ${compact ? 'px-2.5' : ''} ${className ?? ''}`}
      disabled={outOfStock || busy}
      aria-busy={busy}
      aria-label={compact ? label : undefined}
      title={outOfStock ? t`Out of stock` : compact ? label : undefined}
      onClick={() => void add()}
      data-testid="add-to-cart"
      // Before the app has taken the page over, the boot code counts the units a tap adds in the header, and does
      // not let a link tapped after it leave the page before it is done.
      data-adds={quantity === null ? undefined : (quantity ?? 1)}
      data-writes=""
    >
      <CartIcon width={18} height={18} />
      {!compact && label}
    </button>
  );
}
