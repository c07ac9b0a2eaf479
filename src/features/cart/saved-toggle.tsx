import { type ReactNode, useState } from 'react';
import { toast } from '../../components/toasts';
import { addSaved, removeSaved, type SavedList } from '../../db/saved-products';
import type { ProductSummary } from '../../domain/product';
import { useDatabase } from '../../lib/database';
import { productName } from './product-name';
import { useIsSaved } from './use-saved';

/** Compare and wishlist adds are applied after this delay (spec §4, §9). */
export const savedDelayMs = 250;

type Props = {
  product: ProductSummary;
  list: SavedList;
  icon: (on: boolean) => ReactNode;
  /** Stays the same whether pressed or not; aria-pressed tells which. */
  label: string;
  added: { text: string; id: string };
  failed: string;
  withText?: boolean;
  className?: string;
};

/**
 * A toggle for the wishlist or compare list: adds the product (if not there yet) 250 ms after the press and
 * says so in a toast; pressed again it removes the product at once, without a toast.
 */
export function SavedToggle({ product, list, icon, label, added, failed, withText, className }: Props) {
  const db = useDatabase();
  const saved = useIsSaved(list, product.articleId);
  const [pending, setPending] = useState(false);

  const toggle = () => {
    if (pending) return;
    if (saved) {
      void removeSaved(db, list, product.articleId);
      return;
    }
    setPending(true);
    // The timer is not cancelled on unmount: a press the user made still applies after navigating away.
    setTimeout(() => {
      addSaved(db, list, product)
        .then((fresh) => {
          if (fresh) toast.success(added.text, { id: added.id, description: productName(product) });
        })
        .catch(() => toast.error(failed, { description: productName(product) }))
        .finally(() => setPending(false));
    }, savedDelayMs);
  };

  const on = saved || pending;
  return (
    <button
      type="button"
      className={`btn-ghost border border-gray-300 px-2.5 ${on ? 'text-brand' : 'text-ink-soft'} ${className ?? ''}`}
      aria-pressed={on}
      aria-busy={pending}
      aria-label={withText ? undefined : label}
      title={label}
      onClick={toggle}
      data-testid={`${list}-toggle`}
    >
      {icon(on)}
      {withText && <span>{label}</span>}
    </button>
  );
}
