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
