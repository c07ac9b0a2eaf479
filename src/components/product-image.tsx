import { Trans } from '@lingui/react/macro';

/** A product picture, or the 'no image available' picture when the article has none. */
export function ProductImage({
  src,
  alt,
  className = '',
  priority = false,
}: {
  src?: string;
  alt: string;
  className?: string;
  /** The first pictures of a page: loaded at once and first, as they are the largest thing on screen. */
  priority?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={`flex aspect-square flex-col items-center justify-center gap-2 bg-gray-50 text-xs text-gray-600 ${className}`}
      >
        <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="1.5" />
          <path d="m3 16 5-5 4 4 3-3 6 6M3 3l18 18" strokeWidth="1.5" />
        </svg>
        <Trans>No image available</Trans>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-square w-full object-contain ${className}`}
    />
  );
}
