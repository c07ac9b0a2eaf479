import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../components/app-link';
import { type Crumb, PageHeader } from '../../components/page-header';
import type { CategoryItem } from '../../domain/catalog';
import { categoryPath } from '../../domain/category-tree';
import { NotFoundPage } from '../not-found/not-found-page';
import { CategoryCards } from './category-cards';
import { ProductList } from './product-list';
import { useCategoryTree } from './use-category-tree';

/**
 * /catalog/{slug} and /catalog/{slug}/products: a category with items below
 * it shows them as cards with a way to all its products; a category without, and the /products form, show the
 * product list in the category's layout (grid or list). Name and breadcrumb come from the tree kept offline.
 */
export function CategoryPage({ slug, products }: { slug: string; products: boolean }) {
  const tree = useCategoryTree();
  const path = categoryPath(tree.items, slug);
  const category = path.at(-1);

  if (tree.state === 'ready' && !category) return <NotFoundPage />;
  const trail: Crumb[] = [
    { href: '/catalog', label: <Trans>Shop</Trans> },
    ...path.slice(0, -1).map((item) => ({ href: `/catalog/${item.slug}`, label: item.name })),
  ];
  const showCards = !products && category && category.subItems.length > 0;

  return (
    <>
      <PageHeader title={category?.name ?? '…'} trail={trail} />
      <div className="container pb-16">
        {category && showCards ? (
          <SubCategories category={category} />
        ) : (
          // Also while the tree is still loading (a first visit) or missing offline: most categories opened are
          // leaves, so the products are asked for at once instead of after the tree, and the list's own
          // placeholders or offline message stand in meanwhile.
          <ProductList category={slug} layout={category?.layout === 'list' ? 'list' : 'grid'} />
        )}
      </div>
    </>
  );
}

function SubCategories({ category }: { category: CategoryItem }) {
  return (
    <div className="flex flex-col gap-6">
      <CategoryCards items={category.subItems} />
      <div>
        <AppLink href={`/catalog/${category.slug}/products`} className="btn-primary">
          <Trans>All products in {category.name}</Trans>
        </AppLink>
      </div>
    </div>
  );
}
