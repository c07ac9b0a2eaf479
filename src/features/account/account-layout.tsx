import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { type Crumb, PageHeader } from '../../components/page-header';
import { useAccountPages } from './account-links';

/**
 * An account page: its title under "My account" (and `trail`, for a page below another account page), the account's
 * menu beside (above, on a phone) its content.
 */
export function AccountLayout({
  title,
  trail = [],
  children,
}: {
  title: ReactNode;
  trail?: Crumb[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [location] = useLocation();
  const accountLinks = useAccountPages();
  // On a phone the menu is a row that scrolls sideways: the page shown is scrolled into it.
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ href: '/account/dashboard', label: <Trans>My account</Trans> }, ...trail]}
      />
      <div className="container grid gap-6 pb-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t`My account`} className="min-w-0 self-start rounded-lg bg-white p-2 shadow-sm">
          <ul ref={menu} className="flex gap-1 overflow-x-auto lg:flex-col">
            {accountLinks.map((link) => {
              // A page below one of the menu's (an order, an address) is shown as that one.
              const here = location === link.href || location.startsWith(`${link.href}/`);
              return (
                <li key={link.href} className="shrink-0">
                  <Link
                    href={link.href}
                    aria-current={here ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded px-3 py-2 text-sm ${
                      here ? 'bg-brand-light font-semibold text-brand-dark' : 'text-ink hover:bg-gray-100'
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </>
  );
}

/** A white card of the account's content, with its own heading. */
export function AccountCard({
  title,
  children,
  testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm md:p-6" data-testid={testId}>
      {title && <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>}
      {children}
    </section>
  );
}
