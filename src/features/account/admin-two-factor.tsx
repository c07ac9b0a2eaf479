// What an ADMIN without two-factor sign-in meets: the admin area asks for it first (the server refuses every admin
// call until then), and the two-factor page says why it is asked and leads back once it is on.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ShieldIcon } from '../../components/icons';
import { adminHome, twoFactorPath } from '../../domain/session';

/** In place of an admin page while the ADMIN's two-factor sign-in is off. */
export function AdminNeedsTwoFactor() {
  return (
    <div
      className="container flex flex-col items-center py-20 text-center"
      data-testid="admin-needs-two-factor"
    >
      <ShieldIcon width={48} height={48} className="text-brand-dark" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <Trans>Turn on two-factor sign-in to open the admin area</Trans>
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">
        <Trans>
          The admin area can change prices, stock and orders, so it asks for a code from an authenticator app
          as well as your password. It takes a couple of minutes.
        </Trans>
      </p>
      <Link href={twoFactorPath} className="btn-primary mt-8">
        <Trans>Turn on two-factor sign-in</Trans>
      </Link>
    </div>
  );
}

/** On the two-factor page of an ADMIN: why it is asked (while off), and the way to the admin area (once on). */
export function AdminTwoFactorNote({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <p className="mt-4" data-testid="admin-two-factor-done">
      <Link href={adminHome} className="btn-primary">
        <Trans>Go to the admin area</Trans>
      </Link>
    </p>
  ) : (
    <p
      role="note"
      className="mb-4 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="admin-two-factor-needed"
    >
      <Trans>The admin area opens only with two-factor sign-in. Turn it on here to continue.</Trans>
    </p>
  );
}
