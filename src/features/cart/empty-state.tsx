import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** What an empty cart, wishlist or comparison shows: an icon, a title and the way to the shop. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div
      className="rounded-lg bg-white px-6 py-12 text-center text-ink-soft shadow-sm"
      data-testid="empty-state"
    >
      <div className="mb-3 flex justify-center">{icon}</div>
      <h2 className="mb-2 text-lg font-semibold text-ink">{title}</h2>
      {children}
      <Link href="/catalog" className="btn-primary mt-4">
        <Trans>Browse the shop</Trans>
      </Link>
    </div>
  );
}

/**
 * A device's list (cart, wishlist, comparison) while it is read from IndexedDB: the loading box, or on a device the
 * app has never run on (the boot code marks <html> so), where the list is empty for sure, `empty` at once. The page
 * the server draws as its frame thus shows a new visitor the empty state before the app's code has come.
 */
export function ListLoading({ empty }: { empty: ReactNode }) {
  return (
    <>
      <div className="if-new-device">{empty}</div>
      <div className="unless-new-device h-64 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
    </>
  );
}
