import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

/**
 * The shop's logo, a link home, with the optional slogan under the wordmark. `compact` (the phone's header, where
 * the state and the indicators share the row): a smaller wordmark that gives way (clipped) before the row overflows.
 */
export function Logo({
  slogan = true,
  inverse = false,
  compact = false,
}: {
  slogan?: boolean;
  inverse?: boolean;
  compact?: boolean;
}) {
  return (
    <Link
      href="/"
      className={`flex items-center gap-2 no-underline ${compact ? 'min-w-0' : ''}`}
      aria-label="Bildeler"
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" className="shrink-0">
        <circle cx="18" cy="18" r="17" fill="#e52727" />
        <circle cx="18" cy="18" r="9" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="18" cy="18" r="3" fill="#fff" />
        <path d="M18 1v8M18 27v8M1 18h8M27 18h8" stroke="#fff" strokeWidth="3" />
      </svg>
      <span className="flex min-w-0 flex-col leading-none">
        {/* The name reads left to right in every language (clipped, it ends in "…" on the right). */}
        <span
          dir="ltr"
          className={`font-extrabold ${compact ? 'truncate text-lg' : 'text-xl tracking-wide'} ${inverse ? 'text-white' : 'text-ink'}`}
        >
          BILDELER
        </span>
        {slogan && (
          <span className={`mt-1 text-xs ${inverse ? 'text-white/75' : 'text-ink-soft'}`}>
            <Trans>Parts for every car</Trans>
          </span>
        )}
      </span>
    </Link>
  );
}
