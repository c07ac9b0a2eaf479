import { Trans } from '@lingui/react/macro';
import { memo, Suspense } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon } from '../../components/icons';
import { lazyNamed } from '../../lib/lazy-named';
import { desktopLayout } from './lazy-header-tools';

// The menus read the category tree from IndexedDB (Dexie), which loads after the first paint, outside the
// bundle budget of "/" (the desktop one only while the desktop header shows). Until then the button is a plain link
// to the shop page.
const CategoryMenu = lazyNamed(() => import('../../features/catalog/category-menu'), 'CategoryMenu', {
  media: desktopLayout,
  later: true,
});
const MobileCategoryPanel = lazyNamed(
  () => import('../../features/catalog/mobile-category-panel'),
  'MobileCategoryPanel',
);

// Memoised like the header's other lazy parts (lazy-header-tools.tsx); it changes only with its button's look.
export const LazyCategoryMenu = memo(function LazyCategoryMenu({ buttonClass }: { buttonClass: string }) {
  return (
    <Suspense
      fallback={
        <Link href="/catalog" className={`${buttonClass} gap-1.5`}>
          <Trans>Categories</Trans>
          <ChevronDownIcon width={14} height={14} />
        </Link>
      }
    >
      <CategoryMenu buttonClass={buttonClass} />
    </Suspense>
  );
});

export function LazyMobileCategoryPanel(props: { onBack: () => void; onNavigate: () => void }) {
  return (
    <Suspense fallback={<div className="h-64 animate-pulse bg-gray-50" aria-busy="true" />}>
      <MobileCategoryPanel {...props} />
    </Suspense>
  );
}
