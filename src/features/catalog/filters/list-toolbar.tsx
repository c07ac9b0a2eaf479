import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Sort } from '../../../domain/product-list';
import type { ListView } from '../product-card';

/** The filters beside a list (its <aside>); on a phone the Filters button shows them before the app has taken over. */
export const filtersId = 'list-filters';

/** Above a list: how many are shown, the Filters button (small screens), sort and grid/list. */
export function ListToolbar({
  summary,
  sort,
  onSort,
  sortHref,
  view,
  onView,
  activeCount,
  onOpenFilters,
}: {
  summary: ReactNode;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** The list's address in another order: chosen before the app has taken a drawn page over, the browser goes there. */
  sortHref?: (sort: Sort) => string;
  view: ListView;
  onView: (view: ListView) => void;
  activeCount: number;
  onOpenFilters: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm shadow-sm">
      <button
        type="button"
        className="btn-ghost border border-gray-300 px-3 py-1.5 lg:hidden"
        onClick={onOpenFilters}
        aria-haspopup="dialog"
        // Tapped before the app has taken a drawn page over, the filters beside the list show as a panel until
        // the app opens its drawer (src/first-visit/boot.ts).
        data-shows={filtersId}
        data-testid="filters-button"
      >
        <Trans>Filters</Trans>
        {activeCount > 0 && (
          <span className="rounded-full bg-brand px-1.5 text-xs font-semibold text-white">
            {activeCount}
            <span className="sr-only"> {t`in use`}</span>
          </span>
        )}
      </button>
      {/* Its line is kept while the list loads, and on phones it is the last row, so the count arriving
          never pushes the products down. */}
      <p
        className="order-last min-h-5 basis-full text-ink-soft sm:order-none sm:me-auto sm:basis-auto"
        aria-live="polite"
      >
        {summary}
      </p>
      <label className="flex items-center gap-2">
        <span className="text-ink-soft">
          <Trans>Sort</Trans>
        </span>
        <select
          className="rounded border border-gray-300 bg-white px-2 py-1.5"
          value={sort}
          onChange={(event) => onSort(event.target.value as Sort)}
        >
          <option value="default" data-href={sortHref?.('default')}>
            {t`Most popular`}
          </option>
          <option value="name_asc" data-href={sortHref?.('name_asc')}>
            {t`Name, A–Z`}
          </option>
          <option value="name_desc" data-href={sortHref?.('name_desc')}>
            {t`Name, Z–A`}
          </option>
        </select>
      </label>
      <fieldset className="flex overflow-hidden rounded border border-gray-300">
        <legend className="sr-only">{t`View`}</legend>
        {(['grid', 'list'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={`px-3 py-1.5 ${view === option ? 'bg-chrome text-white' : 'bg-white hover:bg-gray-100'}`}
          >
            {option === 'grid' ? t`Grid` : t`List`}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
