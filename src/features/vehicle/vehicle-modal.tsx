import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';

/** The modal frame of the vehicle picker and the find-part dialog: title, close button, scrolling body. */
export function VehicleModal({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-[10vh]">
        <DialogPanel className="w-full max-w-xl rounded-lg bg-white text-ink shadow-xl" data-testid={testId}>
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded p-2 hover:bg-gray-100"
              aria-label={t`Close`}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="p-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
