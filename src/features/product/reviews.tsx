import { Trans } from '@lingui/react/macro';
import { Pagination } from '../../components/pagination';
import { Rating } from '../../components/rating';
import { formatDate } from '../../domain/dates';
import type { Review } from '../../domain/product';
import { useLanguage } from '../../lib/use-language';

/** Reviews 8 a page, as the product's contract asks. */
export const reviewsPerPage = 8;

/** The reviews on 1-based page `page` (clamped to the pages there are) and the number of pages. */
export function reviewPage(reviews: Review[], page: number) {
  const pages = Math.max(1, Math.ceil(reviews.length / reviewsPerPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * reviewsPerPage;
  return { page: current, pages, items: reviews.slice(start, start + reviewsPerPage) };
}

/** Customer reviews, newest first, with stars, author and date; paged in the URL (?reviews=2). */
export function Reviews({
  reviews,
  page,
  hrefFor,
}: {
  reviews: Review[];
  page: number;
  hrefFor: (page: number) => string;
}) {
  const { locale } = useLanguage();
  if (reviews.length === 0)
    return (
      <p className="text-sm text-ink-soft">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  const shown = reviewPage(reviews, page);
  return (
    <div className="flex flex-col gap-4" data-testid="reviews">
      <ol className="flex flex-col divide-y divide-gray-100">
        {shown.items.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 py-3" data-testid="review">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Rating rating={review.rating} />
              <span className="font-medium text-ink">{review.author}</span>
              <time dateTime={review.date} className="text-xs text-ink-soft">
                {formatDate(review.date, locale)}
              </time>
            </div>
            <p className="text-sm text-ink">{review.content}</p>
          </li>
        ))}
      </ol>
      <Pagination page={shown.page} pages={shown.pages} hrefFor={hrefFor} />
    </div>
  );
}
