import { Trans, useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../components/icons';
import {
  type ActiveFilter,
  activeFilters,
  type ListState,
  listSearch,
  removeFilterValue,
  resetFilters,
} from '../../../domain/product-list';
import { useFilterLabels } from './filter-labels';
import type { Go } from './list-facets';

/**
 * The filters in effect as chips above the list. Removing one keeps the filter's other values; "Reset all"
 * empties the product filters and goes to page 1, leaving the vehicle to its own chip.
 */
export function ActiveFilters({
  state,
  go,
  vehicle,
  brandNames,
}: {
  state: ListState;
  go: Go;
  vehicle: { carId: number | undefined; name: string };
  brandNames: Map<string, string>;
}) {
  const { t } = useLingui();
  const { chip } = useFilterLabels();
  const chips = activeFilters(state.filters, vehicle.carId);
  const reset = resetFilters(state);
  // Only a vehicle in effect: resetting would change nothing, so it is not offered.
  const canReset = listSearch(reset) !== listSearch({ ...state, page: 1 });
  if (chips.length === 0 && !canReset) return null;
  const key = (active: ActiveFilter) => `${active.slug}:${active.value}`;

  return (
    <ul
      className="flex flex-wrap items-center gap-2"
      aria-label={t`Filters in use`}
      data-testid="active-filters"
    >
      {chips.map((active) => {
        const label = chip(active, brandNames, vehicle.name);
        return (
          <li key={key(active)}>
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 bg-white py-1 pe-2 ps-3 text-sm text-ink hover:border-brand hover:text-brand-dark"
              aria-label={t`Remove filter: ${label}`}
              onClick={() => go(removeFilterValue(state, active))}
            >
              {label}
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        );
      })}
      {canReset && (
        <li>
          <button
            type="button"
            className="px-2 py-1 text-sm font-medium text-brand-dark hover:underline"
            onClick={() => go(reset)}
          >
            <Trans>Reset all</Trans>
          </button>
        </li>
      )}
    </ul>
  );
}
