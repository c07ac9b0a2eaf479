import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../components/icons';
import { FilterSidebar, type SidebarProps } from './filter-sidebar';

/**
 * The filters on small screens: a drawer from the inline start (the right in Arabic). Choices apply at once,
 * so the list behind is ready when the drawer closes.
 */
export function FilterDrawer({
  open,
  onClose,
  total,
  ...sidebar
}: SidebarProps & { open: boolean; onClose: () => void; total: number | undefined }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div
        className="fixed inset-0 bg-black/50 transition-opacity duration-300 data-[closed]:opacity-0"
        aria-hidden="true"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 start-0 flex w-[min(340px,90vw)] flex-col bg-white text-ink shadow-xl transition-transform duration-300 ease-out data-[closed]:-translate-x-full rtl:data-[closed]:translate-x-full"
        data-testid="filter-drawer"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 px-4">
          <DialogTitle className="text-lg font-bold">
            <Trans>Filters</Trans>
          </DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="rounded p-2 hover:bg-gray-100"
            aria-label={t`Close filters`}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4">
          <FilterSidebar {...sidebar} />
        </div>
        <div className="border-t border-gray-200 p-4">
          <button type="button" className="btn-primary w-full" onClick={onClose}>
            {total === undefined ? <Trans>Show results</Trans> : <Trans>Show results ({total})</Trans>}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
