// The header's account indicator. Desktop: a dropdown with the sign-in form when
// signed out, and the user card, the account's pages and "Log out" when signed in. Phone: a link to the sign-in
// page or the account (a form in a dropdown is cramped on a small screen). The header loads this module lazily.
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { type IconProps, Svg } from '../../components/icons';
import type { User } from '../../domain/user';
import { useSession } from '../../lib/session';
import { useAccountPages } from './account-links';
import { SignInForm } from './sign-in-form';
import { displayName, UserAvatar } from './user-avatar';

const indicator = 'relative flex items-center rounded p-2 hover:bg-white/10';

const PersonIcon = (p: IconProps) => (
  <Svg width="22" height="22" {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);

function IndicatorFace({ user }: { user: User | null }) {
  return (
    <>
      {user ? <UserAvatar user={user} size={24} /> : <PersonIcon />}
      <span className="sr-only">{user ? <Trans>My account</Trans> : <Trans>Sign in</Trans>}</span>
    </>
  );
}

/** Desktop: the dropdown. */
export function AccountIndicator() {
  const { user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  return (
    <Popover className="relative">
      <PopoverButton className={indicator} data-testid="account-indicator">
        <IndicatorFace user={user} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded bg-white p-4 text-sm text-ink shadow-lg [--anchor-gap:6px]"
        data-testid="account-dropdown"
      >
        {({ close }) =>
          user ? (
            <UserCard user={user} onNavigate={() => close()} />
          ) : (
            <>
              <h2 className="mb-3 text-base font-semibold">
                <Trans>Sign in to your account</Trans>
              </h2>
              <SignInForm returnTo={here} onNavigate={() => close()} compact />
            </>
          )
        }
      </PopoverPanel>
    </Popover>
  );
}

function UserCard({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useLingui();
  const { signOut } = useSession();
  const pages = useAccountPages();
  const name = displayName(user);
  return (
    <div data-testid="account-card">
      <div className="flex items-center gap-3 border-b border-gray-200 pb-3">
        <UserAvatar user={user} size={44} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          {name !== user.email && (
            <p className="truncate text-ink-soft">
              <span dir="ltr">{user.email}</span>
            </p>
          )}
        </div>
      </div>
      <nav aria-label={t`My account`}>
        <ul className="py-2">
          {user.role === 'ADMIN' && (
            <li>
              <CloseButton as={Link} href="/admin/dashboard" className={menuRow}>
                <Trans>Admin dashboard</Trans>
              </CloseButton>
            </li>
          )}
          {user.role === 'ADMIN' && (
            <li>
              <CloseButton as={Link} href="/admin/orders" className={menuRow}>
                <Trans>Order desk</Trans>
              </CloseButton>
            </li>
          )}
          {pages.map((page) => (
            <li key={page.href}>
              <CloseButton as={Link} href={page.href} className={menuRow}>
                {page.label}
              </CloseButton>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          signOut();
        }}
        className="btn w-full border border-gray-300 bg-white text-ink hover:bg-gray-50"
      >
        <Trans>Log out</Trans>
      </button>
    </div>
  );
}

const menuRow = 'block rounded px-2 py-2 hover:bg-gray-100 focus-visible:(outline-2 outline-brand)';

/** Phone: a link to the sign-in page, or to the account once signed in. */
export function AccountLink() {
  const { user } = useSession();
  const [location] = useLocation();
  const href = user ? '/account/dashboard' : '/account/login';
  return (
    <Link
      href={href}
      className={indicator}
      data-testid="account-indicator"
      aria-current={location === href ? 'page' : undefined}
    >
      <IndicatorFace user={user} />
    </Link>
  );
}
