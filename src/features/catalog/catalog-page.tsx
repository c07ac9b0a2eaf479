import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { lazyNamed } from '../../lib/lazy-named';
import { isCatalogByVehicle } from '../vehicle/catalog-vehicle-query';
import { CategoriesUnavailable } from './categories-unavailable';
import { CategoryCards, CategoryCardsSkeleton } from './category-cards';
import { useCategoryTree } from './use-category-tree';

const CatalogByVehicle = lazyNamed(() => import('../vehicle/catalog-by-vehicle'), 'CatalogByVehicle');

/** /catalog: every top-level category from the tree kept on the device; with ?brand&model&engine, by vehicle. */
export function CatalogPage() {
  if (isCatalogByVehicle(useSearch())) {
    return (
      <Suspense fallback={<div className="container min-h-[60vh] py-8" aria-busy="true" />}>
        <CatalogByVehicle />
      </Suspense>
    );
  }
  return <AllCategories />;
}

function AllCategories() {
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
