import { memo, Suspense } from 'react';
import { lazyNamed } from '../lazy-named';

// IndexedDB code (Dexie) loads after the first paint, outside the bundle budget of "/".
const SyncStatus = lazyNamed(() => import('./sync-status'), 'SyncStatus');

// Memoised, so a header re-render does not reach it while its code loads (see lazy-header-tools.tsx).
export const LazySyncStatus = memo(function LazySyncStatus({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SyncStatus compact={compact} />
    </Suspense>
  );
});
