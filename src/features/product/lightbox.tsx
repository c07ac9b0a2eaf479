import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useState } from 'react';
import { ChevronEndIcon, CloseIcon } from '../../components/icons';
import { arrowStep, type GalleryImage, stepIndex } from './use-gallery';

const zoomScale = 2;
const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/25 focus-visible:(outline-2 outline-white)';

/**
 * The gallery's lightbox: the picture large on a black background at opacity 0.9; a click (or
 * the zoom button) zooms to 2× at that point and moving the pointer pans; arrows step, Escape closes.
 */
export function Lightbox({
  images,
  alt,
  index,
  onIndex,
  onClose,
}: {
  images: GalleryImage[];
  alt: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const image = images[index];
  const total = images.length;
  const go = (delta: number) => {
    setZoomed(false);
    onIndex(stepIndex(index, delta, total));
  };
  const aim = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };

  return (
    <Dialog open onClose={onClose} className="relative z-60">
      <div className="fixed inset-0 bg-black opacity-90" aria-hidden="true" data-testid="lightbox-backdrop" />
      <DialogPanel
        className="fixed inset-0 flex flex-col text-white"
        data-testid="lightbox"
        onKeyDown={(event) => {
          const delta = arrowStep(event);
          if (delta !== null) {
            // React events bubble through the portal to the gallery, which would step again. Only arrows:
            // Headless UI listens for Escape on the window.
            event.stopPropagation();
            go(delta);
          } else if (event.key === '+' || event.key === '=') setZoomed(true);
          else if (event.key === '-') setZoomed(false);
        }}
      >
        <div className="flex items-center justify-between gap-2 p-3">
          <DialogTitle className="truncate text-sm">
            {alt}{' '}
            <span className="text-white/70" dir="ltr">
              {index + 1} / {total}
            </span>
          </DialogTitle>
          <div className="flex gap-2">
            <button
              type="button"
              className={roundButton}
              aria-pressed={zoomed}
              onClick={() => setZoomed((z) => !z)}
              aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                {zoomed ? '−' : '+'}
              </span>
            </button>
            <button type="button" className={roundButton} onClick={onClose} aria-label={t`Close`}>
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden px-14 pb-6">
          {image && (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button and the + and - keys do this for keyboards.
            <img
              src={image.imageURL800 || image.imageURL400}
              alt={alt}
              width={700}
              height={700}
              onClick={(event) => {
                aim(event);
                setZoomed((z) => !z);
              }}
              onMouseMove={(event) => zoomed && aim(event)}
              style={{ transform: zoomed ? `scale(${zoomScale})` : undefined, transformOrigin: origin }}
              className={`max-h-full max-w-full bg-white object-contain transition-transform duration-200 ${
                zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'
              }`}
              data-testid="lightbox-image"
              data-zoomed={zoomed}
            />
          )}
          {total > 1 && (
            <>
              <button
                type="button"
                className={`${roundButton} absolute start-2 top-1/2 -translate-y-1/2`}
                onClick={() => go(-1)}
                aria-label={t`Previous image`}
              >
                <ChevronEndIcon className="rotate-180" />
              </button>
              <button
                type="button"
                className={`${roundButton} absolute end-2 top-1/2 -translate-y-1/2`}
                onClick={() => go(1)}
                aria-label={t`Next image`}
              >
                <ChevronEndIcon />
              </button>
            </>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
