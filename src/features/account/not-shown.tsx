import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * An account page's order or address that cannot be shown: `missing` when the server has none for this user,
 * otherwise the device has no copy and is offline; then the way back to the list.
 */
export function NotShown({
  missing,
  missingText,
  offlineText,
  back,
}: {
  missing: boolean;
  missingText: ReactNode;
  offlineText: ReactNode;
  back: { href: string; label: ReactNode };
}) {
  return (
    <>
      <p className="mb-4 text-ink">{missing ? missingText : offlineText}</p>
      <Link href={back.href} className="btn-primary">
        {back.label}
      </Link>
    </>
  );
}
