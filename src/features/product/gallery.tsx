import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { ProductImage } from '../../components/product-image';
import { lazyNamed } from '../../lib/lazy-named';
import { arrowStep, type GalleryImage, useGallery } from './use-gallery';

/** Where the gallery sits; thumbnails per row follow it (6 on the full page, 5 in the quick view). */
export type GalleryLayout = 'full' | 'quickview';

const thumbColumns: Record<GalleryLayout, string> = {
  full: 'grid-cols-4 sm:grid-cols-6',
  quickview: 'grid-cols-5',
};

const Lightbox = lazyNamed(() => import('./lightbox'), 'Lightbox');

/**
 * Product image gallery: a 700×700 main picture that opens the zoomable lightbox, thumbnails,
 * arrow keys, and the 'no image available' picture when the article has none.
 */
export function Gallery({
  images,
  alt,
  layout = 'full',
}: {
  images: GalleryImage[];
  alt: string;
  layout?: GalleryLayout;
}) {
  const { t } = useLingui();
  const gallery = useGallery(images.length);
  const [lightbox, setLightbox] = useState(false);
  // Pictures that did not load (offline and never cached) show as empty instead of a broken image.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const fail = (url: string) => setFailed((set) => new Set(set).add(url));
  const current = images[gallery.index];
  if (!current) return <ProductImage alt={alt} className="w-full rounded-lg bg-white" />;
  const total = images.length;
  const mainUrl = current.imageURL800 || current.imageURL400;
  const position = gallery.index + 1;
  const imageLabel = (n: number) => t`Image ${n} of ${total}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys work from any control inside it.
    <div
      className="flex flex-col gap-3"
      data-testid="gallery"
      onKeyDown={(event) => {
        const delta = arrowStep(event);
        if (delta === null) return;
        event.preventDefault();
        gallery.step(delta);
      }}
    >
      <button
        type="button"
        className="group relative block overflow-hidden rounded-lg bg-white"
        onClick={() => setLightbox(true)}
        aria-label={t`Enlarge image ${position} of ${total}`}
      >
        <img
          src={mainUrl}
          alt={alt}
          onError={() => fail(mainUrl)}
          width={700}
          height={700}
          decoding="async"
          className={`aspect-square w-full object-contain transition-opacity duration-150 ${
            failed.has(mainUrl) ? 'invisible' : gallery.transitioning ? 'opacity-40' : 'opacity-100'
          }`}
          data-testid="gallery-main"
        />
        <span className="absolute bottom-2 end-2 rounded bg-black/60 px-2 py-1 text-xs text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          {t`Click to zoom`}
        </span>
      </button>
      {total > 1 && (
        <ul className={`grid gap-2 ${thumbColumns[layout]}`} aria-label={t`Images`}>
          {images.map((image, i) => (
            <li key={image.imageURL800 || image.imageURL400}>
              <button
                type="button"
                onClick={() => gallery.show(i)}
                aria-label={imageLabel(i + 1)}
                aria-current={i === gallery.index ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded border-2 bg-white ${
                  i === gallery.index ? 'border-brand' : 'border-transparent hover:border-gray-300'
                }`}
              >
                <img
                  src={image.imageURL100 || image.imageURL400}
                  onError={() => fail(image.imageURL100 || image.imageURL400)}
                  alt=""
                  width={100}
                  height={100}
                  loading="lazy"
                  className={`aspect-square w-full object-contain ${
                    failed.has(image.imageURL100 || image.imageURL400) ? 'invisible' : ''
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            alt={alt}
            index={gallery.index}
            onIndex={gallery.show}
            onClose={() => setLightbox(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
