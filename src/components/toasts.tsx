// Toast notices (sonner): bottom corner on the inline-end side, closing by themselves after 5 s.
import { Toaster } from 'sonner';
import type { Direction } from '../domain/locale';

export { toast } from 'sonner';

export const toastDurationMs = 5000;

export function Toasts({ dir }: { dir: Direction }) {
  return (
    <Toaster
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      dir={dir}
      duration={toastDurationMs}
      richColors
      closeButton
    />
  );
}
