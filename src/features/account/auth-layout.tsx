import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

/** The signed-out account pages (sign-in, sign-up, password recovery): a title and one or two cards. */
export function AuthLayout({
  title,
  children,
  aside,
}: {
  title: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} trail={[{ href: '/account/login', label: <Trans>My account</Trans> }]} />
      <div className="container pb-16">
        <div
          className={`grid gap-6 ${aside ? 'md:grid-cols-2 lg:grid-cols-[minmax(0,28rem)_minmax(0,24rem)]' : 'max-w-lg'}`}
        >
          <section className="min-w-0 rounded-lg bg-white p-5 shadow-sm md:p-8">{children}</section>
          {aside && (
            <aside className="min-w-0 self-start rounded-lg bg-white p-5 shadow-sm md:p-8">{aside}</aside>
          )}
        </div>
      </div>
    </>
  );
}
