import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { ProductSummary } from '../../domain/product';
import { lazyNamed } from '../../lib/lazy-named';
import { useQuickView } from './use-quick-view';

const loadQuickView = () => import('./quick-view');
const QuickView = lazyNamed(loadQuickView, 'QuickView');

/**
 * A product card's "Quick view": the modal opens 250 ms after the click (its code loads meanwhile); a second
 * click or Escape before then cancels it.
 */
export function QuickViewButton({
  product,
  className = '',
}: {
  product: ProductSummary;
  className?: string;
}) {
  const { state, request, close } = useQuickView<ProductSummary>();
  const pending = state.phase === 'pending';
  const name = product.name || product.articleName;
  return (
    <>
      <button
        type="button"
        className={`btn-ghost border border-gray-300 px-3 py-1.5 text-sm ${className}`}
        aria-busy={pending}
        aria-haspopup="dialog"
        data-testid="quick-view-button"
        onClick={() => {
          if (pending) return close();
          void loadQuickView();
          request(product);
        }}
      >
        {pending && (
          <span
            className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden="true"
          />
        )}
        <Trans>
          Quick view <span className="sr-only">{name}</span>
        </Trans>
      </button>
      {state.phase !== 'closed' && (
        <Suspense fallback={null}>
          <QuickView product={state.phase === 'open' ? state.product : null} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
