import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Pagination } from '../../components/pagination';
import { activeFilters, defaultPerPage, type ListState, listSearch } from '../../domain/product-list';
import { ActiveFilters } from './filters/active-filters';
import { FilterDrawer } from './filters/filter-drawer';
import { vehicleName } from './filters/filter-labels';
import { FilterSidebar } from './filters/filter-sidebar';
import { filtersId, ListToolbar } from './filters/list-toolbar';
import { useListQuery } from './filters/use-list-query';
import { ListMessage, LoadFailure } from './list-message';
import { PricesSavedNote } from './prices-saved-note';
import { type ListView, ProductCard, ProductCardSkeleton } from './product-card';

/**
 * A product list whose page, sort and filters live in the URL, so a link or a reload shows the same view.
 * `category` comes from the path on a category page; /catalog/products may carry it in the query instead.
 * Filters: a sidebar at the inline start on wide screens, a drawer on small ones; chips above the list.
 */
export function ProductList({ category, layout = 'grid' }: { category?: string; layout?: ListView }) {
  const { t } = useLingui();
  const [path, navigate] = useLocation();
  const { state, list, vehicle, garage, facets } = useListQuery(category);
  const [view, setView] = useState<ListView>(layout);
  const [drawer, setDrawer] = useState(false);
  const hrefFor = (next: ListState) => `${path}${listSearch(next)}`;
  const go = (next: ListState) => navigate(hrefFor(next));

  const vehicleFacet = facets?.find((f) => f.type === 'vehicle');
  const shownVehicle = { carId: vehicle.carId, name: vehicleName(vehicleFacet, garage, vehicle.carId) };
  const brandFacet = facets?.find((f) => f.slug === 'brand' && 'items' in f);
  const brandNames = new Map(
    brandFacet && 'items' in brandFacet ? brandFacet.items.map((i) => [i.slug, i.name]) : [],
  );
  const sidebar = { facets, state, go, hrefFor, vehicle: shownVehicle, garage };
  const data = list.status === 'done' ? list.data : undefined;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
      <aside
        id={filtersId}
        aria-label={t`Filters`}
        className="hidden rounded-lg bg-white px-4 py-2 shadow-sm lg:block"
        aria-busy={list.status === 'loading'}
      >
        <FilterSidebar {...sidebar} />
      </aside>
      <FilterDrawer {...sidebar} open={drawer} onClose={() => setDrawer(false)} total={data?.total} />

      <section aria-label={t`Products`} className="flex min-w-0 flex-col gap-4">
        <ListToolbar
          summary={
            data && data.total > 0 ? (
              <Trans>
                Showing {data.from}–{data.to} of {data.total} products
              </Trans>
            ) : null
          }
          sort={state.sort}
          // Any change of the list resets the page to 1.
          onSort={(sort) => go({ ...state, page: 1, sort })}
          sortHref={(sort) => hrefFor({ ...state, page: 1, sort })}
          view={view}
          onView={setView}
          activeCount={activeFilters(state.filters, vehicle.carId).length}
          onOpenFilters={() => setDrawer(true)}
        />
        <ActiveFilters state={state} go={go} vehicle={shownVehicle} brandNames={brandNames} />
        {data?.pricedAt !== undefined && <PricesSavedNote pricedAt={data.pricedAt} />}

        {list.status === 'failed' ? (
          <LoadFailure error={list.error} onRetry={list.retry} />
        ) : data && data.items.length === 0 ? (
          <ListMessage title={<Trans>No products match</Trans>}>
            <p>
              <Trans>Try removing a filter.</Trans>
            </p>
          </ListMessage>
        ) : (
          <ProductGrid view={view} loading={!data}>
            {data
              ? data.items.map((product, index) => (
                  <ProductCard key={product.articleId} product={product} view={view} priority={index < 4} />
                ))
              : // As many placeholders as a page has cards, so the footer does not jump when they arrive.
                Array.from({ length: defaultPerPage }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <ProductCardSkeleton key={i} view={view} />
                ))}
          </ProductGrid>
        )}
        {data && (
          <Pagination page={data.page} pages={data.pages} hrefFor={(page) => hrefFor({ ...state, page })} />
        )}
      </section>
    </div>
  );
}

/** Cards in a grid or one per row. */
function ProductGrid({
  view,
  loading,
  children,
}: {
  view: ListView;
  loading: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={
        view === 'grid' ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4' : 'flex flex-col gap-3'
      }
      aria-busy={loading}
    >
      {children}
    </div>
  );
}
