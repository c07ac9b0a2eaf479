import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon, ChevronEndIcon } from '../../components/icons';
import type { CategoryItem } from '../../domain/catalog';
import { CategoriesUnavailable } from './categories-unavailable';
import { useCategoryTree } from './use-category-tree';

/**
 * The header's "Categories" menu (desktop): the top-level categories down the side, the items below the one
 * pointed at or focused beside them. Fed from the tree kept in IndexedDB, so it opens offline too.
 */
export function CategoryMenu({ buttonClass }: { buttonClass: string }) {
  return (
    <Popover className="flex">
      <PopoverButton className={`${buttonClass} gap-1.5 focus:outline-none data-[focus]:bg-white/10`}>
        <Trans>Categories</Trans>
        <ChevronDownIcon width={14} height={14} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom start"
        className="z-40 w-[min(980px,calc(100vw-2rem))] rounded-b-lg bg-white text-ink shadow-xl ring-1 ring-black/10 focus:outline-none"
        data-testid="category-menu"
      >
        {({ close }) => <MenuBody onNavigate={() => close()} />}
      </PopoverPanel>
    </Popover>
  );
}

function MenuBody({ onNavigate }: { onNavigate: () => void }) {
  const tree = useCategoryTree();
  const [active, setActive] = useState<string | null>(null);
  if (tree.state === 'unavailable') return <CategoriesUnavailable />;
  if (tree.state === 'loading') return <div className="h-96 animate-pulse bg-gray-50" aria-busy="true" />;
  const current = tree.items.find((item) => item.slug === active) ?? tree.items[0];
  return (
    <div className="flex max-h-[70vh]">
      <ul className="w-64 shrink-0 overflow-y-auto border-e border-gray-100 py-2">
        {tree.items.map((item) => (
          <li key={item.slug}>
            <Link
              href={`/catalog/${item.slug}`}
              onClick={onNavigate}
              onMouseEnter={() => setActive(item.slug)}
              onFocus={() => setActive(item.slug)}
              className={`flex items-center justify-between px-4 py-1.5 text-sm ${item === current ? 'bg-gray-100 font-semibold text-brand-dark' : 'hover:bg-gray-50'}`}
            >
              {item.name}
              {item.subItems.length > 0 && <ChevronEndIcon width={14} height={14} />}
            </Link>
          </li>
        ))}
      </ul>
      {current && <SubMenu item={current} onNavigate={onNavigate} />}
    </div>
  );
}

function SubMenu({ item, onNavigate }: { item: CategoryItem; onNavigate: () => void }) {
  return (
    <div className="flex-1 overflow-y-auto p-6">
      <Link
        href={`/catalog/${item.slug}`}
        onClick={onNavigate}
        className="mb-4 inline-block text-lg font-bold hover:text-brand"
      >
        {item.name}
      </Link>
      <div className="columns-3 gap-6">
        {item.subItems.map((sub) => (
          <div key={sub.slug} className="mb-4 break-inside-avoid">
            <Link
              href={`/catalog/${sub.slug}`}
              onClick={onNavigate}
              className="font-semibold hover:text-brand"
            >
              {sub.name}
            </Link>
            {sub.subItems.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm text-ink-soft">
                {sub.subItems.map((leaf) => (
                  <li key={leaf.slug}>
                    <Link href={`/catalog/${leaf.slug}`} onClick={onNavigate} className="hover:text-brand">
                      {leaf.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
