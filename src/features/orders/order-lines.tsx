import { ChargedPrices, Price } from '../../components/price';
import type { OrderDto } from '../../domain/checkout';
import { CartTotals } from '../cart/cart-totals';
import { productName } from '../cart/product-name';
import { summaryOf } from '../checkout/order-summary';

type PlacedLines = Pick<
  OrderDto,
  'items' | 'quantity' | 'subtotal' | 'shippingCharges' | 'tax' | 'total' | 'totals'
>;

/**
 * A placed order's lines (name, maker, article number, quantity × unit price, line total) and its totals, in NOK as
 * charged (not the display currency).
 */
export function OrderLines({ order }: { order: PlacedLines }) {
  return (
    <ChargedPrices>
      <ul className="divide-y divide-gray-100">
        {order.items.map((line) => (
          <li
            key={`${line.articleId}-${JSON.stringify(line.options)}`}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 py-3 text-sm"
            data-testid="order-line"
          >
            <span className="min-w-0">
              <span className="block font-medium text-ink">{productName(line.product)}</span>
              <span className="block text-xs text-ink-soft">
                {line.product.mfrName}{' '}
                <span dir="ltr">{line.articleNumber || line.product.articleNumber}</span>
              </span>
              <span className="block text-xs text-ink-soft">
                <span dir="ltr">{line.quantity} ×</span> <Price price={line.price} discount={null} />
              </span>
            </span>
            <span className="text-end font-medium text-ink">
              <Price price={line.total} discount={null} />
            </span>
          </li>
        ))}
      </ul>
      <CartTotals summary={summaryOf(order)} priced="server" className="mt-4 border-t border-gray-200 pt-4" />
    </ChargedPrices>
  );
}
