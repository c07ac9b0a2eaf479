import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { fetchDeskOrders } from '../../api/admin-orders';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { ChargedPrices, Price } from '../../components/price';
import { TextField } from '../../components/text-field';
import { type OrderStatus, orderStatuses } from '../../domain/order';
import { type DeskOrderPage, type DeskOrderRow, deskMaxSearch } from '../../domain/order-desk';
import { vehicleLine } from '../../domain/order-job';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { useRemote } from '../../lib/use-remote';
import { OrderStatusBadge } from '../account/order-badges';
import { LoadFailure } from '../catalog/list-message';
import { useOrderStatusNames, usePaymentNames, usePaymentStatusNames } from '../checkout/checkout-texts';
import { useProblemNames } from '../checkout/payment-problem';
import { formatEventTime } from '../orders/order-history';
import { DeskOffline } from './admin-order-page';

export const deskTrail = [{ href: '/admin/dashboard', label: <Trans>Admin dashboard</Trans> }];

type DeskFilter = { page: number; status: OrderStatus | null; search: string };

/** The desk's filter from the address (?page&status&search), so back and reload keep what staff were looking at. */
export function filterOf(search: string): DeskFilter {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    status: orderStatuses.find((known) => known === status) ?? null,
    search: (params.get('search') ?? '').trim().slice(0, deskMaxSearch),
  };
}

export function hrefOf(filter: DeskFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.search) params.set('search', filter.search);
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : '/admin/orders';
}

/**
 * /admin/orders (ADMIN only, the route table's guard): the staff's order desk. Every order, newest first, 20 a
 * page, filtered by status and searched by number or email; each row opens the order's page. Online only: it
 * carries the admin's token, so nothing is kept for offline use.
 */
export function AdminOrdersPage() {
  const online = useOnline();
  const filter = filterOf(useSearch());
  const list = useRemote(`admin-orders:${JSON.stringify(filter)}`, () => fetchDeskOrders(filter));
  // The page shown stays while the next one loads, so the list does not jump.
  const [shown, setShown] = useState<DeskOrderPage | null>(null);
  if (list.status === 'done' && list.data !== shown) setShown(list.data);
  return (
    <>
      <PageHeader title={<Trans>Orders</Trans>} trail={deskTrail} />
      <div className="container flex flex-col gap-6 pb-16">
        {!online && <DeskOffline />}
        <section className="rounded-lg bg-white p-5 shadow-sm md:p-6" data-testid="desk-orders">
          <DeskFilters filter={filter} />
          {list.status === 'failed' ? (
            <LoadFailure error={list.error} onRetry={list.retry} />
          ) : shown ? (
            <DeskList page={shown} filter={filter} busy={list.status === 'loading'} />
          ) : (
            <div className="h-96 animate-pulse rounded bg-gray-50" aria-busy="true" />
          )}
        </section>
      </div>
    </>
  );
}

function DeskFilters({ filter }: { filter: DeskFilter }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const names = useOrderStatusNames();
  const [typed, setTyped] = useState(filter.search);
  // Back and forward change the address: the box shows the search of the page shown.
  useEffect(() => setTyped(filter.search), [filter.search]);
  const statusId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefOf({ ...filter, search: typed.trim(), page: 1 }));
  };
  return (
    <form
      aria-label={t`Find orders`}
      className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end"
      onSubmit={submit}
    >
      <div>
        <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-ink">
          {t`Status`}
        </label>
        <select
          id={statusId}
          className="input"
          value={filter.status ?? ''}
          data-testid="desk-status"
          onChange={(event) => {
            const status = orderStatuses.find((known) => known === event.target.value) ?? null;
            navigate(hrefOf({ ...filter, search: typed.trim(), status, page: 1 }));
          }}
        >
          <option value="">{t`All statuses`}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {names[status]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t`Order number, email, reference or vehicle`}
        name="q"
        type="search"
        value={typed}
        maxLength={deskMaxSearch}
        placeholder="BD-100001"
        dir="auto"
        testId="desk-search"
        onChange={setTyped}
      />
      <button type="submit" className="btn-primary" data-testid="desk-search-submit">
        {t`Search`}
      </button>
    </form>
  );
}

function DeskList({ page, filter, busy }: { page: DeskOrderPage; filter: DeskFilter; busy: boolean }) {
  const { from, to, total } = page;
  return (
    <div aria-busy={busy}>
      <p className="mb-2 text-sm text-ink-soft" role="status" data-testid="desk-range">
        {total === 0 ? (
          <Trans>No orders match.</Trans>
        ) : (
          <Trans>
            Showing {from}–{to} of {total}
          </Trans>
        )}
      </p>
      {page.items.length > 0 && (
        // Totals as charged, in NOK, whatever display currency staff chose.
        <ChargedPrices>
          <ul className="divide-y divide-gray-100 border-t border-gray-100" data-testid="desk-list">
            {page.items.map((row) => (
              <DeskRow key={row.id} row={row} />
            ))}
          </ul>
        </ChargedPrices>
      )}
      <div className="mt-6">
        <Pagination page={page.page} pages={page.pages} hrefFor={(n) => hrefOf({ ...filter, page: n })} />
      </div>
    </div>
  );
}

const rowLink =
  'grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 rounded px-2 py-3 hover:bg-gray-50 focus-visible:(outline-2 outline-brand)';

function DeskRow({ row }: { row: DeskOrderRow }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const payments = usePaymentNames();
  const paymentStatus = usePaymentStatusNames();
  const problems = useProblemNames();
  const lines = row.lines;
  return (
    <li data-testid="desk-row" data-order={row.id} data-number={row.number} data-status={row.status}>
      <Link href={`/admin/orders/${row.id}`} className={rowLink}>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">
            {t`Order`}{' '}
            <span dir="ltr" className="whitespace-nowrap">
              {row.number}
            </span>
          </span>
          <span className="block text-sm text-ink-soft">
            <span className="whitespace-nowrap">{formatEventTime(row.created, locale)}</span> ·{' '}
            <span className="whitespace-nowrap">
              <Plural value={lines} one="# line" other="# lines" />
            </span>
          </span>
          {row.customerName && (
            <span className="block text-sm text-ink">
              <bdi>{row.customerName}</bdi>
            </span>
          )}
          {/* Broken anywhere rather than cut: staff need the whole address. */}
          <span className="block break-all text-sm text-ink">
            <bdi data-testid="desk-row-email">{row.email}</bdi>
          </span>
          {(row.reference || row.vehicle) && (
            <span className="block text-sm text-ink" data-testid="desk-row-job">
              <bdi>
                {[row.reference, row.vehicle && vehicleLine(row.vehicle)].filter(Boolean).join(' · ')}
              </bdi>
            </span>
          )}
          <span className="block text-xs text-ink-soft">
            {payments[row.payment.method]} · {paymentStatus[row.payment.status]}
          </span>
          {row.payment.problem && (
            <span
              className="mt-1 inline-block rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300"
              data-testid="desk-row-problem"
              data-code={row.payment.problem}
            >
              {problems[row.payment.problem]}
            </span>
          )}
        </span>
        <span className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={row.status} />
          <span className="font-semibold text-ink">
            <Price price={row.total} discount={null} />
          </span>
        </span>
      </Link>
    </li>
  );
}
