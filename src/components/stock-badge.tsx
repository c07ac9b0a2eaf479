import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '../domain/product';

const tone = {
  'in-stock': 'bg-green-100 text-green-800',
  'out-of-stock': 'bg-red-100 text-red-800',
  'on-backorder': 'bg-amber-100 text-amber-900',
} as const;

/** Stock values: in-stock success, out-of-stock failure, on-backorder warning. */
export function StockBadge({ stock }: { stock: ProductSummary['stock'] }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${tone[stock]}`}
      data-stock={stock}
    >
      {stock === 'in-stock' ? (
        <Trans>In stock</Trans>
      ) : stock === 'out-of-stock' ? (
        <Trans>Out of stock</Trans>
      ) : (
        <Trans>On backorder</Trans>
      )}
    </span>
  );
}
