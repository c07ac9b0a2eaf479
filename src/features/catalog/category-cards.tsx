import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { CategoryItem } from '../../domain/catalog';
import { categoryImage } from '../../domain/category-tree';

/** Categories as cards: picture, name and the first few items below each. */
export function CategoryCards({ items }: { items: CategoryItem[] }) {
  return (
    <ul
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      data-testid="category-cards"
    >
      {items.map((item) => (
        <li key={item.slug} className="flex gap-4 rounded-lg bg-white p-4 shadow-sm">
          <img
            src={categoryImage(item)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0"
          />
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">
              <Link href={`/catalog/${item.slug}`} className="hover:text-brand">
                {item.name}
              </Link>
            </h2>
            {item.subItems.length > 0 && (
              // Each link a line of its own, 24 px high: big enough to tap.
              <ul className="mt-0.5 text-sm text-ink-soft">
                {item.subItems.slice(0, 4).map((sub) => (
                  <li key={sub.slug}>
                    <Link href={`/catalog/${sub.slug}`} className="inline-block py-0.5 hover:text-brand">
                      {sub.name}
                    </Link>
                  </li>
                ))}
                {item.subItems.length > 4 && (
                  <li>
                    <Link
                      href={`/catalog/${item.slug}`}
                      className="inline-block py-0.5 font-medium text-brand-dark hover:underline"
                    >
                      <Trans>Show all</Trans>
                    </Link>
                  </li>
                )}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CategoryCardsSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i} className="flex animate-pulse gap-4 rounded-lg bg-white p-4 shadow-sm">
          <div className="h-16 w-16 rounded bg-gray-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-2/3 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-200" />
            <div className="h-3 w-1/3 rounded bg-gray-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
