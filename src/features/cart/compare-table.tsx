import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { Rating } from '../../components/rating';
import { StockBadge } from '../../components/stock-badge';
import type { ProductSummary } from '../../domain/product';
import { productHref } from '../../domain/product-href';
import { AddToCartButton } from './add-to-cart-button';
import { TrashIcon } from './cart-icons';
import { criteriaNames, criteriaValue } from './compare-rows';
import { productName } from './product-name';
import { useSavedIntents } from './use-saved';

const cell = 'w-48 min-w-48 border-b border-gray-100 p-3 align-top';
const rowHead =
  'sticky start-0 z-10 w-36 min-w-36 border-b border-gray-100 bg-gray-50 p-3 text-start align-top font-medium text-ink-soft';

/** Columns per product, rows per property; scrolls sideways on narrow screens with the row names kept. */
export function CompareTable({ products }: { products: ProductSummary[] }) {
  const row = (label: ReactNode, value: (product: ProductSummary) => ReactNode, key?: string) => (
    <tr key={key}>
      <th scope="row" className={rowHead}>
        {label}
      </th>
      {products.map((product) => (
        <td key={product.articleId} className={cell}>
          {value(product)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm" data-testid="compare-table">
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          <Trans>Compare products</Trans>
        </caption>
        <thead>
          <tr>
            <td className={rowHead} />
            {products.map((product) => (
              <ColumnHead key={product.articleId} product={product} />
            ))}
          </tr>
        </thead>
        <tbody>
          {row(<Trans>Brand</Trans>, (p) => p.mfrName)}
          {row(<Trans>Art. no.</Trans>, (p) => (
            <span dir="ltr">{p.articleNumber}</span>
          ))}
          {row(<Trans>Price</Trans>, (p) => (
            <Price price={p.price} discount={p.discount} />
          ))}
          {row(<Trans>Stock</Trans>, (p) => (
            <StockBadge stock={p.stock} />
          ))}
          {row(<Trans>Rating</Trans>, (p) => (
            <Rating rating={p.rating} reviews={p.reviews} />
          ))}
          {criteriaNames(products).map((name) =>
            // Values like "116.4 mm" keep their own direction inside Arabic pages.
            row(name, (p) => <span dir="auto">{criteriaValue(p, name) ?? '—'}</span>, name),
          )}
          {row(<Trans>Buy</Trans>, (p) => (
            <AddToCartButton product={p} compact />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ColumnHead({ product }: { product: ProductSummary }) {
  const { t } = useLingui();
  const { remove } = useSavedIntents();
  const name = productName(product);
  return (
    <th scope="col" className={`${cell} text-start font-normal`}>
      <ProductImage src={product.images[0]?.imageURL400} alt={name} className="mb-2" />
      <AppLink href={productHref(product)} className="font-medium text-ink hover:text-brand">
        {name}
      </AppLink>
      <button
        type="button"
        className="btn-ghost mt-2 px-2 py-1 text-xs text-ink-soft"
        aria-label={t`Remove ${name} from the comparison`}
        onClick={() => void remove('compare', product.articleId)}
      >
        <TrashIcon width={14} height={14} />
        <Trans>Remove</Trans>
      </button>
    </th>
  );
}
