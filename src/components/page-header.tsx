import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** Page title with a breadcrumb back to home. */
export function PageHeader({ title }: { title: ReactNode }) {
  return (
    <div className="container pb-6 pt-8">
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-ink-soft">
        <Link href="/" className="hover:text-brand">
          <Trans>Home</Trans>
        </Link>
        <span className="mx-2" aria-hidden="true">
          /
        </span>
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
    </div>
  );
}
