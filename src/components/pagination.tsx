import { useLingui } from '@lingui/react/macro';
import { AppLink } from './app-link';
import { ChevronEndIcon } from './icons';

/** The pages to offer: first, last, and two either side of the current one; null marks a gap. */
export function pageItems(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

const cell = 'flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm';

/** 1-based paging. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <AppLink
          href={hrefFor(page - 1)}
          className={`${cell} hover:bg-gray-200`}
          aria-label={t`Previous page`}
        >
          <ChevronEndIcon width={16} height={16} className="rotate-180" />
        </AppLink>
      )}
      {pageItems(page, pages).map((n, i) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${i}`} className={`${cell} text-ink-soft`} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} className={`${cell} bg-brand font-semibold text-white`} aria-current="page">
            {n}
          </span>
        ) : (
          <AppLink
            key={n}
            href={hrefFor(n)}
            className={`${cell} hover:bg-gray-200`}
            aria-label={t`Page ${n}`}
          >
            {n}
          </AppLink>
        ),
      )}
      {page < pages && (
        <AppLink href={hrefFor(page + 1)} className={`${cell} hover:bg-gray-200`} aria-label={t`Next page`}>
          <ChevronEndIcon width={16} height={16} />
        </AppLink>
      )}
    </nav>
  );
}
