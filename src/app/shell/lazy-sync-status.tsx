import { memo, Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { desktopLayout, phoneLayout } from './lazy-header-tools';

// IndexedDB code (Dexie) loads after the first paint, outside the bundle budget of "/"; each header's copy only
// while that header shows (see lazy-header-tools.tsx).
function syncStatusFor(layout: string) {
  const SyncStatus = lazyNamed(() => import('./sync-status'), 'SyncStatus', {
    media: layout,
    later: true,
  });
  // Memoised, so a header re-render does not reach it while its code loads (see lazy-header-tools.tsx).
  return memo(function LazySyncStatus({ compact = false }: { compact?: boolean }) {
    return (
      <Suspense fallback={null}>
        <SyncStatus compact={compact} />
      </Suspense>
    );
  });
}

export const DesktopSyncStatus = syncStatusFor(desktopLayout);
export const PhoneSyncStatus = syncStatusFor(phoneLayout);
