import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { clearSaved } from '../../db/saved-products';
import { useDatabase } from '../../lib/database';
import { CompareIcon } from './cart-icons';
import { CompareTable } from './compare-table';
import { EmptyState, ListLoading } from './empty-state';
import { useSavedList } from './use-saved';

/** /compare: the saved articles side by side, one column each. */
export function ComparePage() {
  const db = useDatabase();
  const items = useSavedList('compare');
  const empty = (
    <EmptyState icon={<CompareIcon width={32} height={32} />} title={<Trans>No products to compare</Trans>}>
      <p>
        <Trans>Press the compare button on products to see them side by side here.</Trans>
      </p>
    </EmptyState>
  );
  return (
    <>
      <PageHeader title={<Trans>Compare products</Trans>} />
      <div className="container pb-16">
        {items === undefined ? (
          <ListLoading empty={empty} />
        ) : items.length === 0 ? (
          empty
        ) : (
          <>
            <div className="mb-3 flex justify-end">
              <button
                type="button"
                className="btn-ghost text-sm"
                onClick={() => void clearSaved(db, 'compare')}
              >
                <Trans>Clear all</Trans>
              </button>
            </div>
            <CompareTable products={items.map((item) => item.product)} />
          </>
        )}
      </div>
    </>
  );
}
