import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { lazyNamed } from '../lazy-named';

// The menus read the category tree from IndexedDB (Dexie), which loads after the first paint, outside the
// bundle budget of "/". Until then the button is a plain link to the shop page.
const CategoryMenu = lazyNamed(() => import('../../features/catalog/category-menu'), 'CategoryMenu');
const MobileCategoryPanel = lazyNamed(
  () => import('../../features/catalog/mobile-category-panel'),
  'MobileCategoryPanel',
);

export function LazyCategoryMenu({ buttonClass }: { buttonClass: string }) {
  return (
    <Suspense
      fallback={
        <Link href="/catalog" className={buttonClass}>
          <Trans>Categories</Trans>
        </Link>
      }
    >
      <CategoryMenu buttonClass={buttonClass} />
    </Suspense>
  );
}

export function LazyMobileCategoryPanel(props: { onBack: () => void; onNavigate: () => void }) {
  return (
    <Suspense fallback={<div className="h-64 animate-pulse bg-gray-50" aria-busy="true" />}>
      <MobileCategoryPanel {...props} />
    </Suspense>
  );
}
