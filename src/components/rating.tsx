import { useLingui } from '@lingui/react/macro';

const star = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

// Five stars as one background picture per colour: a list of 32 cards would otherwise draw 320 SVG elements.
const starsImage = (color: string) => {
  const paths = [0, 20, 40, 60, 80].map((x) => `<path transform="translate(${x})" d="${star}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20" fill="${color}">${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
};
const grey = starsImage('#d1d5db');
const amber = starsImage('#fbbf24');

function Stars({ image }: { image: string }) {
  return (
    <span
      className="block h-[14px] w-[70px] shrink-0 bg-no-repeat"
      style={{ backgroundImage: image, backgroundSize: '70px 14px' }}
    />
  );
}

/** Five-star rating display; `rating` may be fractional and is shown to the nearest half star. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const { t } = useLingui();
  const value = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-soft">
      <span role="img" aria-label={t`Rated ${value} of 5`} className="relative inline-flex">
        <Stars image={grey} />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${value * 20}%` }}>
          <Stars image={amber} />
        </span>
      </span>
      {reviews !== undefined && <span>({reviews})</span>}
    </span>
  );
}
