import { DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/** A dialog's top bar: its title, and a close button named by `closeLabel`. `className` sets the bar's size. */
export function DialogTitleBar({
  title,
  closeLabel,
  onClose,
  className,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  className: string;
}) {
  return (
    <div className={`flex items-center justify-between border-b border-gray-200 ${className}`}>
      <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
      <button
        type="button"
        onClick={onClose}
        className="rounded p-2 hover:bg-gray-100"
        aria-label={closeLabel}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
