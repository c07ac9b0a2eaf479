import { CloseButton } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Price } from '../../components/price';
import { CartTotals } from './cart-totals';
import { productName } from './product-name';
import type { CartView } from './use-cart';

/** Contents of the header's cart dropdown: items, totals, View cart and Checkout. */
export function CartDropdown({ cart }: { cart: CartView }) {
  if (cart.lines.length === 0)
    return (
      <p className="py-4 text-center text-ink-soft">
        <Trans>Your cart is empty</Trans>
      </p>
    );
  return (
    <div className="space-y-3" data-testid="cart-dropdown">
      <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto">
        {cart.lines.map((line) => (
          <li key={line.articleId} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="line-clamp-2">{productName(line.product)}</span>
              <span className="text-xs text-ink-soft" dir="ltr">
                {line.quantity} ×{' '}
              </span>
              <span className="text-xs">
                <Price price={line.price} discount={null} />
              </span>
            </span>
          </li>
        ))}
      </ul>
      <CartTotals summary={cart.summary} priced={cart.priced} />
      <div className="flex gap-2">
        <CloseButton as={Link} href="/cart" className="btn-ghost flex-1 border border-gray-300">
          <Trans>View cart</Trans>
        </CloseButton>
        <CloseButton as={Link} href="/checkout" className="btn-primary flex-1">
          <Trans>Checkout</Trans>
        </CloseButton>
      </div>
    </div>
  );
}
