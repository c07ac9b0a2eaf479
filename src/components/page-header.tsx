import { Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

export type Crumb = { href: string; label: ReactNode };

/** Page title with a breadcrumb from home through `trail` to this page. */
export function PageHeader({ title, trail = [] }: { title: ReactNode; trail?: Crumb[] }) {
  return (
    <div className="container pb-6 pt-8">
      <nav
        aria-label="Breadcrumb"
        className="mb-2 flex items-center overflow-x-auto whitespace-nowrap text-sm text-ink-soft"
      >
        {[{ href: '/', label: <Trans>Home</Trans> }, ...trail].map((crumb) => (
          <Fragment key={crumb.href}>
            <Link href={crumb.href} className="inline-flex min-h-6 items-center hover:text-brand">
              {crumb.label}
            </Link>
            <span className="mx-2" aria-hidden="true">
              /
            </span>
          </Fragment>
        ))}
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
    </div>
  );
}
