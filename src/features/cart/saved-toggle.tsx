import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { toast } from '../../components/toasts';
import type { SavedList } from '../../db/saved-products';
import type { ProductSummary } from '../../domain/product';
import { listLimits } from '../../domain/saved-lists';
import { CompareIcon, HeartIcon } from './cart-icons';
import { toastIds } from './checkout';
import { productName } from './product-name';
import { useIsSaved, useSavedIntents } from './use-saved';

/** Compare and wishlist adds are applied after this delay. */
export const savedDelayMs = 250;

type Look = {
  icon: (on: boolean) => ReactNode;
  /** Stays the same whether pressed or not; aria-pressed tells which. */
  label: string;
  added: { text: string; id: string };
  failed: string;
  /** The list holds its limit (domain/saved-lists.ts) already. */
  full: string;
};

/** What sets the wishlist's toggle and the comparison's apart: the icon and the words. */
function useLook(list: SavedList): Look {
  const { t } = useLingui();
  if (list === 'wishlist') {
    const most = listLimits.wishlist;
    return {
      icon: (on) => <HeartIcon width={18} height={18} fill={on ? 'currentColor' : 'none'} />,
      label: t`Wishlist`,
      added: { text: t`Added to wishlist`, id: toastIds.wishlist },
      failed: t`Could not add to the wishlist`,
      full: t`The wishlist holds at most ${most} products. Remove one to add another.`,
    };
  }
  const most = listLimits.compare;
  return {
    icon: () => <CompareIcon width={18} height={18} />,
    label: t`Compare`,
    added: { text: t`Added to comparison`, id: toastIds.compare },
    failed: t`Could not add to the comparison`,
    full: t`The comparison holds at most ${most} products. Remove one to add another.`,
  };
}

/**
 * Adds the product to the wishlist or the comparison (pressed when it is there): adds it (if not there yet)
 * 250 ms after the press and says so in a toast (or that the list is full); pressed again it removes the product at
 * once, without a toast.
 */
export function SavedToggle({ product, list }: { product: ProductSummary; list: SavedList }) {
  const { icon, label, added, failed, full } = useLook(list);
  const intents = useSavedIntents();
  const saved = useIsSaved(list, product.articleId);
  const [pending, setPending] = useState(false);

  const toggle = () => {
    if (pending) return;
    if (saved) {
      void intents.remove(list, product.articleId);
      return;
    }
    setPending(true);
    // The timer is not cancelled on unmount: a press the user made still applies after navigating away.
    setTimeout(() => {
      intents
        .add(list, product)
        .then((outcome) => {
          if (outcome === 'added')
            toast.success(added.text, { id: added.id, description: productName(product) });
          if (outcome === 'full') toast.error(full, { description: productName(product) });
        })
        .catch(() => toast.error(failed, { description: productName(product) }))
        .finally(() => setPending(false));
    }, savedDelayMs);
  };

  const on = saved || pending;
  return (
    <button
      type="button"
      className={`btn-ghost border border-gray-300 px-2.5 ${on ? 'text-brand' : 'text-ink-soft'}`}
      aria-pressed={on}
      aria-busy={pending}
      aria-label={label}
      title={label}
      onClick={toggle}
      data-testid={`${list}-toggle`}
      // A tap kept before the app has taken the page over is done before a link tapped after it (boot.ts).
      data-writes=""
    >
      {icon(on)}
    </button>
  );
}
