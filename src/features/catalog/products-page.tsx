import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PageHeader } from '../../components/page-header';
import { parseListSearch } from '../../domain/product-list';
import { CategoryPage } from './category-page';
import { ProductList } from './product-list';

/** /catalog/products: the whole catalogue as a list; with ?category= it is that category's list. */
export function ProductsPage() {
  const { category } = parseListSearch(useSearch()).filters;
  if (category) return <CategoryPage slug={category} products />;
  return (
    <>
      <PageHeader
        title={<Trans>All products</Trans>}
        trail={[{ href: '/catalog', label: <Trans>Shop</Trans> }]}
      />
      <div className="container pb-16">
        <ProductList />
      </div>
    </>
  );
}
