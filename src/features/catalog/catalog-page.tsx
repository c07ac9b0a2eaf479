import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { CategoriesUnavailable } from './categories-unavailable';
import { CategoryCards, CategoryCardsSkeleton } from './category-cards';
import { useCategoryTree } from './use-category-tree';

/** /catalog: every top-level category, from the copy of the tree kept on the device. */
export function CatalogPage() {
  const tree = useCategoryTree();
  return (
    <>
      <PageHeader title={<Trans>Shop</Trans>} />
      <div className="container pb-16">
        {tree.state === 'ready' ? (
          <CategoryCards items={tree.items} />
        ) : tree.state === 'loading' ? (
          <CategoryCardsSkeleton />
        ) : (
          <CategoriesUnavailable />
        )}
      </div>
    </>
  );
}
