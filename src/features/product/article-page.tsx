import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { ListMessage, LoadFailure } from '../catalog/list-message';
import { ArticleSearchForm } from './article-search-form';
import { ProductSkeleton } from './product-skeleton';
import { ProductView } from './product-view';
import { useArticleLookup } from './use-article-lookup';

/** /catalog/article?n={article number}: the product with that number, however the number was typed. */
export function ArticlePage() {
  const articleNumber = (new URLSearchParams(useSearch()).get('n') ?? '').trim();
  const lookup = useArticleLookup(articleNumber);
  if (lookup.status === 'found')
    return <ProductView key={lookup.product.articleId} articleId={lookup.product.articleId} />;
  if (lookup.status === 'loading') return <ProductSkeleton />;
  return (
    <div className="container flex max-w-2xl flex-col gap-6 pb-16 pt-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">
        <Trans>Find a part by article number</Trans>
      </h1>
      {lookup.status === 'not-found' && (
        <ListMessage
          title={
            <Trans>
              No part has the article number <bdi dir="ltr">{articleNumber}</bdi>
            </Trans>
          }
        >
          <p>
            <Trans>Check the number and try again. Spaces, dots and dashes do not matter.</Trans>
          </p>
        </ListMessage>
      )}
      {lookup.status === 'failed' && <LoadFailure error={lookup.error} onRetry={lookup.retry} />}
      <ArticleSearchForm key={articleNumber} initial={articleNumber} />
    </div>
  );
}
