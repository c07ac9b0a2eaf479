import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import { WifiOffIcon } from '../../components/icons';
import { Price } from '../../components/price';
import { StockBadge } from '../../components/stock-badge';
import type { ProductSummary } from '../../domain/product';
import { productHref } from '../../domain/product-href';
import type { Choices, OrderLine } from '../../domain/quick-order-lines';
import { productName } from '../cart/product-name';

type Props = {
  lines: OrderLine[];
  choices: Choices;
  /** Lines with several brands still waiting for a choice after an add was asked for. */
  unchosen: number[];
  onChoose: (line: number, articleId: number) => void;
};

/** Each line of a quick order with what was found for it: a part, brands to choose from, or why nothing. */
export function OrderLineList({ lines, choices, unchosen, onChoose }: Props) {
  return (
    <ol className="divide-y divide-gray-100" data-testid="quick-order-lines">
      {lines.map((line) => (
        <li
          key={line.line}
          className="py-3"
          data-testid="quick-order-line"
          data-status={line.status}
          data-line={line.line}
        >
          <LineHead line={line} />
          <LineBody
            line={line}
            choices={choices}
            missing={unchosen.includes(line.line)}
            onChoose={onChoose}
          />
        </li>
      ))}
    </ol>
  );
}

function LineHead({ line }: { line: OrderLine }) {
  const { number, line: place } = line;
  const quantity = 'quantity' in line ? line.quantity : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-ink-soft">
      <span>
        <Trans>Line {place}</Trans>
      </span>
      <span className="font-mono font-medium text-ink" dir="ltr">
        {number}
      </span>
      {quantity !== null && (
        <span>
          <Trans>Quantity: {quantity}</Trans>
        </span>
      )}
    </p>
  );
}

function LineBody({
  line,
  choices,
  missing,
  onChoose,
}: {
  line: OrderLine;
  choices: Choices;
  missing: boolean;
  onChoose: Props['onChoose'];
}) {
  if (line.status === 'unknown')
    return (
      <p className="mt-1 text-sm text-brand-dark">
        <Trans>The shop has no part with this number.</Trans>
      </p>
    );
  if (line.status === 'needs-network')
    return (
      <p className="mt-1 flex items-center gap-2 text-sm text-ink">
        <WifiOffIcon width={16} height={16} aria-hidden="true" className="shrink-0" />
        <Trans>Not kept on this device: looking it up needs the network.</Trans>
      </p>
    );
  if (line.status === 'error') return null;
  const viaOe = line.by === 'oe' ? <Trans>Found by OE number.</Trans> : null;
  const [only] = line.products;
  if (line.products.length === 1 && only)
    return (
      <div className="mt-1">
        <ProductRow product={only} />
        {viaOe && <p className="text-xs text-ink-soft">{viaOe}</p>}
      </div>
    );
  const errorId = `quick-order-choice-${line.line}`;
  return (
    <fieldset
      className="mt-2"
      aria-describedby={missing ? errorId : undefined}
      data-testid="quick-order-choice"
      data-line={line.line}
      tabIndex={-1}
    >
      <legend className="text-sm font-medium text-ink">
        <Trans>Several brands have this number. Choose one:</Trans>
      </legend>
      {viaOe && <p className="text-xs text-ink-soft">{viaOe}</p>}
      <div className="mt-1 space-y-1">
        {line.products.map((product) => (
          <label
            key={product.articleId}
            className="flex cursor-pointer items-start gap-3 rounded border border-gray-200 px-3 py-2 hover:bg-gray-50"
          >
            <input
              type="radio"
              className="mt-1"
              name={`line-${line.line}`}
              value={product.articleId}
              checked={choices[line.line] === product.articleId}
              onChange={() => onChoose(line.line, product.articleId)}
            />
            <ProductRow product={product} link={false} />
          </label>
        ))}
      </div>
      {missing && (
        <p id={errorId} className="field-error" role="alert">
          <Trans>Choose a brand for this line.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** A found part: brand, name, number, stock and price; a link to its page unless it sits in a choice's label. */
function ProductRow({ product, link = true }: { product: ProductSummary; link?: boolean }) {
  const name = productName(product);
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {link ? (
            <AppLink href={productHref(product)} className="hover:text-brand">
              {name}
            </AppLink>
          ) : (
            name
          )}
        </p>
        <p className="text-sm text-ink-soft">
          {product.mfrName}{' '}
          <span dir="ltr" className="font-mono">
            {product.articleNumber}
          </span>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <StockBadge stock={product.stock} />
        <Price price={product.price} discount={product.discount} />
      </div>
    </div>
  );
}
