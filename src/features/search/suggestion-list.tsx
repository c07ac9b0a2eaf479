import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '../../domain/product';

export type Option =
  | { kind: 'product'; href: string; product: ProductSummary }
  | { kind: 'category'; href: string; name: string };

/**
 * The suggestions as one listbox with two groups (products, categories). Focus stays in the search field; the
 * active option is announced through aria-activedescendant. Pressing the mouse does not take the focus away.
 */
export function SuggestionList({
  id,
  options,
  active,
  offline,
  onPick,
  onHover,
}: {
  id: string;
  options: Option[];
  active: number;
  offline: boolean;
  onPick: (option: Option) => void;
  onHover: (index: number) => void;
}) {
  const products = options.flatMap((option, index) => (option.kind === 'product' ? [{ option, index }] : []));
  const categories = options.flatMap((option, index) =>
    option.kind === 'category' ? [{ option, index }] : [],
  );
  const item = ({ option, index }: { option: Option; index: number }) => (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: combobox pattern — focus stays in the field, whose arrow keys and Enter move and pick (aria-activedescendant).
    <div
      key={option.href}
      id={`${id}-${index}`}
      role="option"
      aria-selected={index === active}
      className={`flex cursor-pointer items-center gap-3 rounded px-3 py-2 ${index === active ? 'bg-brand-light' : ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && onHover(index)}
      onClick={() => onPick(option)}
    >
      {option.kind === 'product' ? <ProductOption product={option.product} /> : <span>{option.name}</span>}
    </div>
  );

  return (
    <div
      id={id}
      role="listbox"
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 text-start text-sm text-ink shadow-lg"
      data-testid="search-suggestions"
    >
      {offline && (
        <p className="px-3 pb-2 text-xs text-ink-soft">
          <Trans>Offline: suggestions from products opened before on this device.</Trans>
        </p>
      )}
      {products.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group, not fieldset.
        <div role="group" aria-labelledby={`${id}-products`}>
          <div
            id={`${id}-products`}
            role="presentation"
            className="px-3 pb-1 text-xs font-semibold uppercase text-ink-soft"
          >
            <Trans>Products</Trans>
          </div>
          {products.map(item)}
        </div>
      )}
      {categories.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group, not fieldset.
        <div role="group" aria-labelledby={`${id}-categories`} className={products.length ? 'mt-2' : ''}>
          <div
            id={`${id}-categories`}
            role="presentation"
            className="px-3 pb-1 text-xs font-semibold uppercase text-ink-soft"
          >
            <Trans>Categories</Trans>
          </div>
          {categories.map(item)}
        </div>
      )}
    </div>
  );
}

function ProductOption({ product }: { product: ProductSummary }) {
  const image = product.images[0]?.imageURL100;
  return (
    <>
      {image ? (
        <img
          src={image}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 shrink-0 rounded object-contain"
        />
      ) : (
        <span className="h-10 w-10 shrink-0 rounded bg-gray-100" aria-hidden="true" />
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{product.articleName || product.name}</span>
        <span className="truncate text-xs text-ink-soft">
          {product.mfrName} · <span dir="ltr">{product.articleNumber}</span>
        </span>
      </span>
    </>
  );
}
