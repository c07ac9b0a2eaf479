import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { featuredShown, fetchFeaturedProducts, seededFeaturedProducts } from '../../api/products';
import { rememberProducts } from '../../db/catalog';
import { categoryImage } from '../../domain/category-tree';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useRemote } from '../../lib/use-remote';
import { ProductCard, ProductCardSkeleton } from '../catalog/product-card';
import { useCategoryTree } from '../catalog/use-category-tree';

/** Home's catalogue part: the top categories (from the tree kept offline) and the featured products. */
export function HomeCatalog() {
  return (
    <>
      <TopCategories />
      <FeaturedProducts />
    </>
  );
}

function TopCategories() {
  const tree = useCategoryTree();
  if (tree.state === 'unavailable') return null;
  return (
    <section className="container render-lazily pb-12 [--lazy-height:560px]" aria-labelledby="top-categories">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="top-categories" className="text-2xl font-bold text-ink">
          <Trans>Popular categories</Trans>
        </h2>
        <Link href="/catalog" className="text-sm font-medium text-brand-dark hover:underline">
          <Trans>All categories</Trans>
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {(tree.state === 'ready' ? tree.items.slice(0, 8) : Array.from({ length: 8 }, () => null)).map(
          (item, i) => (
            <li key={item?.slug ?? i} className="h-full">
              {item ? (
                <Link
                  href={`/catalog/${item.slug}`}
                  className="flex h-full flex-col items-center gap-2 rounded-lg bg-white p-3 text-center text-sm font-medium text-ink shadow-sm hover:shadow-md"
                >
                  <img
                    src={categoryImage(item)}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="h-16 w-16"
                  />
                  {item.name}
                </Link>
              ) : (
                <div className="h-28 animate-pulse rounded-lg bg-white shadow-sm" aria-hidden="true" />
              )}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function FeaturedProducts() {
  const { locale } = useLanguage();
  const db = useDatabase();
  const featured = useRemote(`featured:${locale}`, () => fetchFeaturedProducts(locale), {
    // Home drawn by the server: the products it was drawn with.
    seeded: (seed) => seededFeaturedProducts(seed, locale),
    keep: (items) => void rememberProducts(db, items).catch(() => undefined),
  });
  // Offline with nothing kept: the section is left out rather than showing a message on the home page.
  if (featured.status === 'failed' || (featured.status === 'done' && featured.data.length === 0)) return null;
  return (
    <section
      className="container render-lazily pb-12 [--lazy-height:1400px]"
      aria-labelledby="featured-products"
    >
      <h2 id="featured-products" className="mb-4 text-2xl font-bold text-ink">
        <Trans>Featured products</Trans>
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
        {featured.status === 'done'
          ? featured.data.map((product) => (
              <ProductCard key={product.articleId} product={product} view="grid" />
            ))
          : Array.from({ length: featuredShown }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <ProductCardSkeleton key={i} view="grid" />
            ))}
      </div>
    </section>
  );
}
