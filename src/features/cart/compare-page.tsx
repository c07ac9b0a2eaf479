import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { CompareIcon } from './cart-icons';
import { CompareTable } from './compare-table';
import { EmptyState, ListLoading } from './empty-state';
import { useListsFromAccount } from './use-lists-from-account';
import { useSavedIntents, useSavedList } from './use-saved';

/** /compare: the saved articles side by side, one column each. */
export function ComparePage() {
  const items = useSavedList('compare');
  const { clear } = useSavedIntents();
  useListsFromAccount();
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
              <button type="button" className="btn-ghost text-sm" onClick={() => void clear('compare')}>
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
