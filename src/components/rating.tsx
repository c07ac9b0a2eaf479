import { useLingui } from '@lingui/react/macro';

// The stars are a box per colour cut to five star shapes: the classes stars-grey and stars-amber (global.css).
const Stars = ({ tone }: { tone: 'grey' | 'amber' }) => <span className={`stars stars-${tone}`} />;

/** Five-star rating display; `rating` may be fractional and is shown to the nearest half star. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t } = useLingui();
  const value = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-soft">
      <span role="img" aria-label={t`Rated ${value} of 5`} className="relative inline-flex">
        <Stars tone="grey" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${value * 20}%` }}>
          <Stars tone="amber" />
        </span>
      </span>
      {reviews !== undefined && <span>({reviews})</span>}
    </span>
  );
}
