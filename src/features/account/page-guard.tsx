// The route table's `guard` applied (src/app/routes.tsx): a visitor signs in first and comes back; an admin page
// is refused to anyone but an ADMIN, and asks an ADMIN without two-factor sign-in to turn it on. The user is the
// one kept on the device, so a guarded page opens offline too. The server, which has no session, draws the page as
// signed out: its frame (heading, layout, loading state); the guard decides once the device's session is read.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { guardOutcome, type PageGuard } from '../../domain/session';
import { useSession, useSessionRead } from '../../lib/session';
import { AdminNeedsTwoFactor } from './admin-two-factor';

export function Guarded({ guard, children }: { guard: PageGuard | undefined; children: ReactNode }) {
  const { user } = useSession();
  const read = useSessionRead();
  const [location] = useLocation();
  const search = useSearch();
  if (!read) return children;
  const outcome = guardOutcome(guard, user, search ? `${location}?${search}` : location);
  if (outcome.kind === 'login') return <Redirect to={outcome.to} replace />;
  if (outcome.kind === 'refused') return <AccessRefused />;
  if (outcome.kind === 'two-factor') return <AdminNeedsTwoFactor />;
  return children;
}

/** A page the signed-in user may not open (403). */
export function AccessRefused() {
  return (
    <div className="container flex flex-col items-center py-20 text-center" data-testid="access-refused">
      <p className="text-8xl font-extrabold text-gray-300" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <Trans>You do not have access to this page</Trans>
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">
        <Trans>This page is only for the shop's administrators.</Trans>
      </p>
      <Link href="/" className="btn-primary mt-8">
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}
