// /account/dashboard (guard: user): who is signed in, from the copy kept on the device, so it opens offline too;
// refreshed from the server when online (src/lib/session-controller.ts).
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { User } from '../../domain/user';
import { useSession } from '../../lib/session';
import { AccountCard, AccountLayout } from './account-layout';
import { useAccountPages } from './account-links';
import { displayName, UserAvatar } from './user-avatar';

export function DashboardPage() {
  const { user, signOut } = useSession();
  const pages = useAccountPages().filter((page) => page.href !== '/account/dashboard');
  return (
    <AccountLayout title={<Trans>Account overview</Trans>}>
      <div className="grid grid-cols-1 gap-6">
        {user ? (
          <UserCard user={user} signOut={signOut} />
        ) : (
          // Drawn by the server, which has no session: the card's place, until the device's user is read.
          <div className="h-90 animate-pulse rounded-lg bg-white shadow-sm sm:h-54" aria-busy="true" />
        )}
        {pages.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.href}>
                <Link
                  href={page.href}
                  className="block h-full rounded-lg bg-white p-5 shadow-sm hover:shadow-md focus-visible:(outline-2 outline-offset-2 outline-brand)"
                >
                  <span className="block font-semibold text-brand-dark">{page.label}</span>
                  <span className="mt-1 block text-sm text-ink-soft">{page.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountLayout>
  );
}

function UserCard({ user, signOut }: { user: User; signOut: () => void }) {
  const name = displayName(user);
  const hasName = name !== user.email;
  return (
    <AccountCard testId="user-card">
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} size={64} />
        <div className="min-w-40 flex-1">
          <p className="truncate text-xl font-semibold text-ink" data-testid="user-name">
            {name}
          </p>
          {user.role === 'ADMIN' && (
            <p className="text-sm text-ink-soft">
              <Trans>Administrator</Trans>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={signOut}
          className="btn border border-gray-300 bg-white text-ink hover:bg-gray-50"
        >
          <Trans>Log out</Trans>
        </button>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {hasName && (
          <>
            <dt className="text-ink-soft">
              <Trans>Name</Trans>
            </dt>
            <dd className="text-ink">{name}</dd>
          </>
        )}
        <dt className="text-ink-soft">
          <Trans>Email address</Trans>
        </dt>
        <dd className="break-all text-ink">
          <span dir="ltr" data-testid="user-email">
            {user.email}
          </span>
        </dd>
        <dt className="text-ink-soft">
          <Trans>Phone</Trans>
        </dt>
        <dd className="text-ink">
          {user.phone ? <span dir="ltr">{user.phone}</span> : <Trans>Not given</Trans>}
        </dd>
        <dt className="text-ink-soft">
          <Trans>Two-factor sign-in</Trans>
        </dt>
        <dd className="text-ink" data-testid="two-factor-state">
          {user.twoFactorEnabled ? (
            <span className="font-medium text-green-800">
              <Trans>On</Trans>
            </span>
          ) : (
            <Trans>Off</Trans>
          )}
        </dd>
      </dl>
    </AccountCard>
  );
}
