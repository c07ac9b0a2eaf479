import { lazy, Suspense } from 'react';

// IndexedDB code (Dexie) loads after the first paint, outside the bundle budget of "/".
const SyncStatus = lazy(() => import('./sync-status').then((module) => ({ default: module.SyncStatus })));

export function LazySyncStatus({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SyncStatus compact={compact} />
    </Suspense>
  );
}
