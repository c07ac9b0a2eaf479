import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeader } from '../../components/page-header';
import type { SetupStatus } from '../../domain/setup-status';
import { useOnline } from '../../lib/use-online';
import { ArticleFeatured } from './admin-article';
import { AdminCategories } from './admin-categories';
import { AdminCurrencies } from './admin-currencies';
import { AdminSetupWarnings, useSetupStatus } from './admin-setup-warnings';

/**
 * /admin/dashboard (ADMIN only, the route table's guard): warnings about the shop's setup, the category list and
 * the featured articles. Every call
 * carries the admin's token, so nothing here is kept for offline use.
 */
export function AdminDashboardPage() {
  const online = useOnline();
  const setup = useSetupStatus();
  return (
    <>
      <PageHeader title={<Trans>Admin dashboard</Trans>} />
      {/* The dashboard waits for the setup's status: a warning shown above it later would push it all down. */}
      {setup === undefined ? (
        <div className="container pb-16">
          <div className="h-96 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
        </div>
      ) : (
        <Dashboard online={online} setup={setup} />
      )}
    </>
  );
}

function Dashboard({ online, setup }: { online: boolean; setup: SetupStatus | null }) {
  return (
    <div className="container flex flex-col gap-6 pb-16">
      <AdminSetupWarnings status={setup} />
      {!online && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <Trans>You are offline. The admin dashboard needs a connection to the shop.</Trans>
        </p>
      )}
      <Link href="/admin/orders" className="btn-primary self-start" data-testid="admin-order-desk">
        <Trans>Order desk: find and move orders</Trans>
      </Link>
      <Link href="/admin/customers" className="btn-ghost self-start" data-testid="admin-invoice-customers">
        <Trans>Invoice customers: approval and credit limits</Trans>
      </Link>
      <ArticleFeatured />
      <AdminCategories />
      <AdminCurrencies />
    </div>
  );
}
