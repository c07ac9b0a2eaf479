import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Filter } from '../../../api/products';
import { AppLink } from '../../../components/app-link';
import { type ListState, listSearch } from '../../../domain/product-list';
import { Count } from './facet-section';

type CategoryFilter = Extract<Filter, { type: 'category' }>;
const visible = 10;

/**
 * Category: the items one level below the list's category (or the top level) that have parts under the other
 * filters, each a link to its own list keeping those filters. Long lists fold after ten.
 */
export function CategoryFacet({ facet, state }: { facet: CategoryFilter; state: ListState }) {
  const [all, setAll] = useState(false);
  const { category: _, ...filters } = state.filters;
  const query = listSearch({ ...state, page: 1, filters });
  const items = facet.items.filter((item) => item.count > 0);
  if (items.length === 0) {
    return (
      <p className="text-ink-soft">
        <Trans>No categories with parts for these filters.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-1">
        {(all ? items : items.slice(0, visible)).map((item) => (
          <li key={item.slug}>
            <AppLink
              href={`/catalog/${item.slug}/products${query}`}
              className="flex items-center gap-2 rounded px-1 py-1 text-ink hover:bg-gray-50 hover:text-brand-dark"
            >
              <span className="min-w-0 truncate">{item.name}</span>
              <Count n={item.count} />
            </AppLink>
          </li>
        ))}
      </ul>
      {items.length > visible && (
        <button
          type="button"
          className="mt-1 px-1 text-sm font-medium text-brand-dark hover:underline"
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show all ({items.length})</Trans>}
        </button>
      )}
    </>
  );
}
