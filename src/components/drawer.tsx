import { Dialog, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { DialogTitleBar } from './dialog-title-bar';

/**
 * A panel that slides in from the inline start (the right in Arabic) over a dimmed page, on small screens only.
 * It is a modal dialog: focus stays inside while it is open, Escape or a tap on the dimmed page closes it, and
 * its title names it. The body lays itself out below the title bar (`children` fill the rest of the column).
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  width,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's name, which says what it closes ("Close menu"). */
  closeLabel: string;
  /** The panel's width, as a class (`w-[min(320px,88vw)]`). */
  width: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div
        className="fixed inset-0 bg-black/50 transition-opacity duration-300 data-[closed]:opacity-0"
        aria-hidden="true"
      />
      <DialogPanel
        transition
        className={`fixed inset-y-0 start-0 flex ${width} flex-col overflow-hidden bg-white text-ink shadow-xl transition-transform duration-300 ease-out data-[closed]:-translate-x-full rtl:data-[closed]:translate-x-full`}
        data-testid={testId}
      >
        <DialogTitleBar
          title={title}
          closeLabel={closeLabel}
          onClose={onClose}
          className="h-14 shrink-0 px-4"
        />
        {children}
      </DialogPanel>
    </Dialog>
  );
}
