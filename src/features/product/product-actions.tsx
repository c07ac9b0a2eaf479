import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NumberInput } from '../../components/number-input';
import { maxQuantity } from '../../domain/cart';
import type { ProductSummary } from '../../domain/product';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SavedToggle } from '../cart/saved-toggle';

/**
 * Quantity and add to cart, wishlist and compare (the buttons belong to the cart feature); the one place the
 * product page and the quick view put them. Quantity defaults to 1, minimum 1.
 */
export function ProductActions({ product }: { product: ProductSummary }) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState<number | null>(1);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="product-actions">
      <NumberInput
        value={quantity}
        onChange={setQuantity}
        label={t`Quantity`}
        min={1}
        max={maxQuantity}
        className="w-32"
      />
      <AddToCartButton product={product} quantity={quantity} />
      <SavedToggle list="wishlist" product={product} />
      <SavedToggle list="compare" product={product} />
    </div>
  );
}
