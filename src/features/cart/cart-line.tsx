import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { NumberInput } from '../../components/number-input';
import { Price } from '../../components/price';
import { ProductImage } from '../../components/product-image';
import { toast } from '../../components/toasts';
import { removeLine, restoreLine, setQuantity } from '../../db/cart';
import type { CartLineRecord } from '../../db/types';
import { lineTotal, maxQuantity } from '../../domain/cart';
import { productHref } from '../../domain/product-href';
import { useDatabase } from '../../lib/database';
import { TrashIcon } from './cart-icons';
import { toastIds } from './checkout';
import { productName } from './product-name';
import { useSettledToast } from './use-settled-toast';

/** One cart line: picture, name, brand, article number, unit price, quantity, line total and remove. */
export function CartLine({ line }: { line: CartLineRecord }) {
  const { t } = useLingui();
  const db = useDatabase();
  const name = productName(line.product);
  // The field may be emptied while typing; the stored quantity stays until a valid one is typed.
  const [draft, setDraft] = useState<number | null>(line.quantity);
  useEffect(() => setDraft(line.quantity), [line.quantity]);
  const updated = useSettledToast(() => toast.success(t`Cart updated`, { id: toastIds.updated }));

  const change = (quantity: number | null) => {
    setDraft(quantity);
    if (quantity === null) return;
    void setQuantity(db, line.articleId, quantity).then((ok) => ok && updated());
  };

  const remove = async () => {
    const removed = await removeLine(db, line.articleId);
    if (!removed) return;
    toast.success(t`Removed from cart`, {
      id: toastIds.removed,
      description: name,
      action: { label: t`Undo`, onClick: () => void restoreLine(db, removed) },
    });
  };

  return (
    <li
      className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_1fr_auto]"
      data-testid="cart-line"
    >
      <ProductImage
        src={line.product.images[0]?.imageURL200 || line.product.images[0]?.imageURL400}
        alt={name}
        className="rounded bg-white"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{line.product.mfrName}</p>
        <AppLink href={productHref(line.product)} className="font-medium text-ink hover:text-brand">
          {name}
        </AppLink>
        <p className="text-xs text-ink-soft">
          <Trans>Art. no.</Trans> <span dir="ltr">{line.articleNumber}</span>
        </p>
        <p className="mt-1 text-sm">
          <Price price={line.product.price} discount={line.product.discount} />
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <NumberInput
          label={t`Quantity of ${name}`}
          value={draft}
          min={1}
          max={maxQuantity}
          onChange={change}
          onBlur={() => setDraft(line.quantity)}
        />
        <span className="font-semibold" data-testid="line-total">
          <Price price={lineTotal(line)} discount={null} />
        </span>
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-sm text-ink-soft"
          aria-label={t`Remove ${name} from the cart`}
          onClick={() => void remove()}
        >
          <TrashIcon width={16} height={16} />
          <span className="hidden sm:inline">
            <Trans>Remove</Trans>
          </span>
        </button>
      </div>
    </li>
  );
}
