import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { searchQueryOf } from '../../api/search';
import { WifiOffIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { ListMessage, LoadFailure } from '../catalog/list-message';
import { ProductCard, ProductCardSkeleton } from '../catalog/product-card';
import { ProductsPage } from '../catalog/products-page';
import { searchHref } from './search-box';
import { useSearchResults } from './use-search-results';

/**
 * /products?search=: the search results, 1-based pages of product cards. Without a search term it is the
 * catalogue, as /catalog/products lists it (paged, sorted and filtered in the URL).
 */
export function SearchPage() {
  const { text } = searchQueryOf(useSearch());
  return text ? <SearchResults /> : <ProductsPage />;
}

function SearchResults() {
  const { t } = useLingui();
  const { text, page } = searchQueryOf(useSearch());
  const results = useSearchResults(text, page);
  const data = results.status === 'done' ? results.data : undefined;
  const hrefFor = (n: number) => (n > 1 ? `${searchHref(text)}&page=${n}` : searchHref(text));

  return (
    <>
      <PageHeader
        title={t`Search results for “${text}”`}
        trail={[{ href: '/catalog', label: <Trans>Shop</Trans> }]}
      />
      <div className="container flex flex-col gap-4 pb-16">
        {results.status === 'failed' ? (
          <LoadFailure error={results.error} onRetry={results.retry} />
        ) : (
          <>
            {data?.source === 'device' && (
              <div
                role="status"
                className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink"
                data-testid="offline-search-note"
              >
                <WifiOffIcon className="mt-0.5 shrink-0" />
                <p>
                  <Trans>
                    You are offline. These results are limited to products opened before on this device; the
                    full search is back when the connection is.
                  </Trans>
                </p>
              </div>
            )}
            {data && data.total === 0 ? (
              <ListMessage title={<Trans>No products found for “{text}”</Trans>}>
                <p>
                  <Trans>Check the spelling, use fewer words, or search by the article number.</Trans>
                </p>
              </ListMessage>
            ) : (
              <>
                <p className="text-sm text-ink-soft" aria-live="polite">
                  {data && (
                    <Trans>
                      Showing {data.from}–{data.to} of {data.total} products
                    </Trans>
                  )}
                </p>
                <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-busy={!data}>
                  {data
                    ? data.items.map((product) => (
                        <ProductCard key={product.articleId} product={product} view="grid" />
                      ))
                    : Array.from({ length: 8 }, (_, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                        <ProductCardSkeleton key={i} view="grid" />
                      ))}
                </div>
                {data && <Pagination page={data.page} pages={data.pages} hrefFor={hrefFor} />}
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
