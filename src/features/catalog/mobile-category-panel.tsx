import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ChevronEndIcon } from '../../components/icons';
import { categoryPath } from '../../domain/category-tree';
import { CategoriesUnavailable } from './categories-unavailable';
import { useCategoryTree } from './use-category-tree';

const rowClass =
  'flex w-full items-center justify-between gap-3 border-b border-gray-100 px-4 py-3 text-start hover:bg-gray-50';

/**
 * The mobile menu's categories panel: one level at a time, from the tree kept in IndexedDB. `onBack` at the top
 * level leaves the panel; deeper, it goes up one level.
 */
export function MobileCategoryPanel({ onBack, onNavigate }: { onBack: () => void; onNavigate: () => void }) {
  const { t } = useLingui();
  const tree = useCategoryTree();
  const [open, setOpen] = useState<string | null>(null);
  const path = open ? categoryPath(tree.items, open) : [];
  const current = path.at(-1);
  const items = current ? current.subItems : tree.items;
  const up = () =>
    path.length > 1 ? setOpen(path[path.length - 2]?.slug ?? null) : current ? setOpen(null) : onBack();

  return (
    <>
      <div className="flex items-center gap-2 border-b border-gray-200 bg-gray-50 px-2 py-2">
        <button type="button" onClick={up} className="rounded p-2 hover:bg-gray-200" aria-label={t`Back`}>
          <ChevronEndIcon className="rotate-180" />
        </button>
        <span className="font-semibold">{current?.name ?? t`Categories`}</span>
      </div>
      {tree.state === 'unavailable' && <CategoriesUnavailable />}
      {tree.state === 'loading' && <div className="h-64 animate-pulse bg-gray-50" aria-busy="true" />}
      <ul data-testid="mobile-categories">
        {current && (
          <li>
            <Link
              href={`/catalog/${current.slug}`}
              onClick={onNavigate}
              className={`${rowClass} font-semibold`}
            >
              <Trans>All in {current.name}</Trans>
            </Link>
          </li>
        )}
        {items.map((item) => (
          <li key={item.slug}>
            {item.subItems.length > 0 ? (
              <button type="button" className={rowClass} onClick={() => setOpen(item.slug)}>
                {item.name}
                <ChevronEndIcon width={16} height={16} />
              </button>
            ) : (
              <Link href={`/catalog/${item.slug}`} onClick={onNavigate} className={rowClass}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
