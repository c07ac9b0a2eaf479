import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../components/icons';
import type { ProductSummary } from '../../domain/product';
import { ProductSummaryPanel } from './product-summary-panel';

/** Quick-view modal: gallery, name, price, stock, rating and add to cart, over the list. */
export function QuickView({ product, onClose }: { product: ProductSummary | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={product !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-3 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel
            className="relative w-full max-w-4xl rounded-lg bg-white p-4 pt-12 shadow-xl sm:p-6 sm:pt-12"
            data-testid="quick-view"
          >
            {product && (
              <>
                <DialogTitle as="p" className="sr-only">
                  {product.name || product.articleName}
                </DialogTitle>
                <button
                  type="button"
                  onClick={onClose}
                  className="absolute end-2 top-2 rounded p-2 text-ink-soft hover:bg-gray-100"
                  aria-label={t`Close quick view`}
                >
                  <CloseIcon />
                </button>
                <ProductSummaryPanel product={product} heading="h2" onNavigate={onClose} />
              </>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
