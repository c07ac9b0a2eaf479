import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Price } from '../../components/price';
import type { CartSummary } from '../../domain/cart';
import type { OrderDto } from '../../domain/checkout';
import type { ProductSummary } from '../../domain/product';
import { CartTotals } from '../cart/cart-totals';
import { productName } from '../cart/product-name';

export type SummaryLine = {
  articleId: number;
  product: Pick<ProductSummary, 'articleName' | 'name' | 'mfrName' | 'articleNumber'>;
  quantity: number;
  /** Unit price. */
  price: number;
  /** The unit price the customer saw before, when it changed. */
  oldPrice?: number;
};

/** A placed order's totals as the cart's summary shows them. */
export const summaryOf = (
  order: Pick<OrderDto, 'quantity' | 'subtotal' | 'shippingCharges' | 'tax' | 'total' | 'totals'>,
): CartSummary => ({
  quantity: order.quantity,
  subtotal: order.subtotal,
  shipping: order.shippingCharges,
  vat: order.tax,
  total: order.total,
  totals: order.totals.map(({ type, price }) => ({ type, price })),
});

/** The order's lines and totals beside the checkout steps (below them on a phone) and on the success page. */
export function OrderSummary({
  lines,
  summary,
  priced,
  title,
  children,
}: {
  lines: readonly SummaryLine[];
  summary: CartSummary;
  priced?: 'server' | 'preview';
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm lg:sticky lg:top-4"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-ink">
        {title ?? <Trans>Order summary</Trans>}
      </h2>
      <ul className="divide-y divide-gray-100 text-sm">
        {lines.map((line) => (
          <li
            key={line.articleId}
            className="flex items-start justify-between gap-3 py-2"
            data-testid="summary-line"
          >
            <span className="min-w-0">
              <span className="block font-medium text-ink">{productName(line.product)}</span>
              <span className="block text-xs text-ink-soft">
                {line.product.mfrName} <span dir="ltr">{line.product.articleNumber}</span>
              </span>
              <span className="block text-xs text-ink-soft">
                <span dir="ltr">{line.quantity} ×</span>{' '}
                {line.oldPrice !== undefined && (
                  <del className="me-1">
                    <Price price={line.oldPrice} discount={null} />
                  </del>
                )}
                <Price price={line.price} discount={null} />
              </span>
            </span>
            <span className="shrink-0 text-end">
              <Price price={Math.round(line.price * line.quantity * 100) / 100} discount={null} />
            </span>
          </li>
        ))}
      </ul>
      <CartTotals summary={summary} priced={priced} />
      {children}
    </section>
  );
}
