import { useLingui } from '@lingui/react/macro';

const star = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="14" height="14" viewBox="0 0 20 20" className="shrink-0" aria-hidden="true">
          <path d={star} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/** Five-star rating display; `rating` may be fractional and is shown to the nearest half star. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t } = useLingui();
  const value = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-soft">
      <span role="img" aria-label={t`Rated ${value} of 5`} className="relative inline-flex">
        <Stars className="text-gray-300" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${value * 20}%` }}>
          <Stars className="text-amber-400" />
        </span>
      </span>
      {reviews !== undefined && <span>({reviews})</span>}
    </span>
  );
}
