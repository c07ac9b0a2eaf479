import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { VatSwitch } from '../../components/vat-switch';
import { CartIcon } from './cart-icons';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { EmptyState, ListLoading } from './empty-state';
import { PickupChoice } from './pickup-choice';
import { useCart } from './use-cart';

/** /cart: the lines with quantities, pickup or shipping, and the preview totals. */
export function CartPage() {
  const cart = useCart();
  return (
    <>
      <PageHeader title={<Trans>Cart</Trans>} />
      <div className="container pb-16">
        {cart === undefined ? (
          // Its own key: React would otherwise turn this very element into the lines' grid, and the browser would
          // count the grid as moved (a layout shift of 0.24 on a phone) rather than as new.
          <ListLoading key="loading" empty={<EmptyCart />} />
        ) : cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <div key="lines" className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <section className="rounded-lg bg-white px-4 shadow-sm">
              <h2 className="sr-only">
                <Trans>Items</Trans>
              </h2>
              <ul className="divide-y divide-gray-100">
                {cart.lines.map((line) => (
                  <CartLine key={line.articleId} line={line} />
                ))}
              </ul>
            </section>
            <aside className="space-y-4 rounded-lg bg-white p-4 shadow-sm lg:sticky lg:top-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-ink">
                  <Trans>Summary</Trans>
                </h2>
                <VatSwitch />
              </div>
              <PickupChoice pickup={cart.pickup} pickupShop={cart.pickupShop} />
              <CartTotals summary={cart.summary} priced={cart.priced} />
              <p className="text-xs text-ink-soft">
                {cart.priced === 'server' ? (
                  <Trans>Prices and totals from the shop. Stock is checked again when you check out.</Trans>
                ) : (
                  <Trans>
                    Prices and stock are confirmed by the shop when you check out; the totals here are a
                    preview.
                  </Trans>
                )}
              </p>
              <Link href="/checkout" className="btn-primary w-full">
                <Trans>Checkout</Trans>
              </Link>
              <QuickOrderLink />
            </aside>
          </div>
        )}
      </div>
    </>
  );
}

function EmptyCart() {
  return (
    <EmptyState icon={<CartIcon width={32} height={32} />} title={<Trans>Your cart is empty</Trans>}>
      <QuickOrderLink />
    </EmptyState>
  );
}

/** To the quick order, for a list of part numbers. */
function QuickOrderLink() {
  return (
    <p className="text-sm">
      <Link href="/quick-order" className="text-brand-dark underline hover:text-brand">
        <Trans>Order by part numbers (quick order)</Trans>
      </Link>
    </p>
  );
}
