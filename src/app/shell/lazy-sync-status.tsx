import { Suspense } from 'react';
import { lazyNamed } from '../lazy-named';

// IndexedDB code (Dexie) loads after the first paint, outside the bundle budget of "/".
const SyncStatus = lazyNamed(() => import('./sync-status'), 'SyncStatus');

export function LazySyncStatus({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SyncStatus compact={compact} />
    </Suspense>
  );
}
