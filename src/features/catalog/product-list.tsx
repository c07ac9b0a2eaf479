import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLanguage } from '../../app/shell/use-language';
import { Pagination } from '../../components/pagination';
import { type ListState, listSearch, parseListSearch, type Sort } from '../../domain/product-list';
import { ListMessage, LoadFailure } from './list-message';
import { type ListView, ProductCard, ProductCardSkeleton } from './product-card';
import { useProductList } from './use-product-list';

/**
 * A product list whose page, sort and filters live in the URL, so a link or a reload shows the same view.
 * `category` comes from the path on a category page; /catalog/products may carry it in the query instead.
 */
export function ProductList({ category, layout = 'grid' }: { category?: string; layout?: ListView }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [path, navigate] = useLocation();
  const state = parseListSearch(useSearch());
  const filters = category ? { ...state.filters, category } : state.filters;
  const list = useProductList({ lang: locale, page: state.page, sort: state.sort, filters });
  const [view, setView] = useState<ListView>(layout);
  const hrefFor = (next: ListState) => `${path}${listSearch(next)}`;

  return (
    <section aria-label={t`Products`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm shadow-sm">
        <p className="me-auto text-ink-soft" aria-live="polite">
          {list.status === 'done' &&
            (list.data.total > 0 ? (
              <Trans>
                Showing {list.data.from}–{list.data.to} of {list.data.total} products
              </Trans>
            ) : null)}
        </p>
        <label className="flex items-center gap-2">
          <span className="text-ink-soft">
            <Trans>Sort</Trans>
          </span>
          <select
            className="rounded border border-gray-300 bg-white px-2 py-1.5"
            value={state.sort}
            onChange={(event) =>
              // Spec §4: any change of the list resets the page to 1.
              navigate(hrefFor({ ...state, page: 1, sort: event.target.value as Sort }))
            }
          >
            <option value="default">{t`Most popular`}</option>
            <option value="name_asc">{t`Name, A–Z`}</option>
            <option value="name_desc">{t`Name, Z–A`}</option>
          </select>
        </label>
        <fieldset className="flex overflow-hidden rounded border border-gray-300">
          <legend className="sr-only">{t`View`}</legend>
          {(['grid', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={`px-3 py-1.5 ${view === option ? 'bg-chrome text-white' : 'bg-white hover:bg-gray-100'}`}
            >
              {option === 'grid' ? t`Grid` : t`List`}
            </button>
          ))}
        </fieldset>
      </div>

      {list.status === 'failed' ? (
        <LoadFailure error={list.error} onRetry={list.retry} />
      ) : list.status === 'done' && list.data.items.length === 0 ? (
        <ListMessage title={<Trans>No products match</Trans>} />
      ) : (
        <div
          className={
            view === 'grid' ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4' : 'flex flex-col gap-3'
          }
          aria-busy={list.status === 'loading'}
        >
          {list.status === 'done'
            ? list.data.items.map((product) => (
                <ProductCard key={product.articleId} product={product} view={view} />
              ))
            : Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <ProductCardSkeleton key={i} view={view} />
              ))}
        </div>
      )}
      {list.status === 'done' && (
        <Pagination
          page={list.data.page}
          pages={list.data.pages}
          hrefFor={(page) => hrefFor({ ...state, page })}
        />
      )}
    </section>
  );
}
