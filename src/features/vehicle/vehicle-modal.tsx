import { Dialog, DialogPanel } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogTitleBar } from '../../components/dialog-title-bar';

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
          <DialogTitleBar title={title} closeLabel={t`Close`} onClose={onClose} className="px-5 py-3" />
          <div className="p-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
