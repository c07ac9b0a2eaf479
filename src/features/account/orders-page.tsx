import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Pagination } from '../../components/pagination';
import { ChargedPrices, Price } from '../../components/price';
import { TextField } from '../../components/text-field';
import type { DeviceOrder } from '../../db/orders';
import type { OrderDto } from '../../domain/checkout';
import { formatDate } from '../../domain/dates';
import { maxOrderSearch, vehicleLine } from '../../domain/order-job';
import { useLanguage } from '../../lib/use-language';
import { useRefusalText } from '../checkout/checkout-texts';
import { useLimitedText } from '../checkout/order-wait';
import { AccountCard, AccountLayout } from './account-layout';
import { DeviceOrderBadge, OrderStatusBadge } from './order-badges';
import { useOrdersPage } from './use-orders';

const pageOf = (search: string) => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};
const searchOf = (search: string) => (new URLSearchParams(search).get('q') ?? '').slice(0, maxOrderSearch);

/** The list's address for a search and a page (page 1 and no search are left out). */
const hrefOf = (search: string, page: number) => {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/account/orders?${query}` : '/account/orders';
};

/**
 * /account/orders: the user's orders, 8 a page, newest first, with the orders placed on this device
 * that wait for the network or were refused on top. Read from the device, so it opens offline with what was last
 * seen.
 */
export function OrdersPage() {
  const query = useSearch();
  const page = pageOf(query);
  const search = searchOf(query);
  const { list, freshness } = useOrdersPage(page, search);
  const device = page === 1 ? (list?.device ?? []) : [];
  return (
    <AccountLayout title={<Trans>Orders</Trans>}>
      <div className="flex flex-col gap-6">
        {device.length > 0 && (
          <AccountCard title={<Trans>On this device</Trans>} testId="device-orders">
            <ul className="divide-y divide-gray-100">
              {device.map((order) => (
                <DeviceOrderRow key={order.key} order={order} />
              ))}
            </ul>
          </AccountCard>
        )}
        <AccountCard testId="orders">
          <OrderSearch key={search} search={search} />
          {list === undefined || (list.orders.length === 0 && freshness === 'reading') ? (
            <div className="h-64 animate-pulse rounded bg-gray-50" aria-busy="true" />
          ) : list.orders.length === 0 && search ? (
            <p className="py-6 text-center text-ink" data-testid="orders-none-found">
              <Trans>
                No orders match <bdi>{search}</bdi>.
              </Trans>
            </p>
          ) : list.orders.length === 0 ? (
            <Empty total={list.total} fresh={freshness === 'fresh'} />
          ) : (
            <ul className="divide-y divide-gray-100" data-testid="order-list">
              {list.orders.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
          {list && list.pages > 1 && (
            <div className="mt-6">
              <Pagination page={page} pages={list.pages} hrefFor={(n) => hrefOf(search, n)} />
            </div>
          )}
        </AccountCard>
      </div>
    </AccountLayout>
  );
}

/** Finds the user's orders by number, reference or vehicle; the search lives in the address (`?q=`). */
function OrderSearch({ search }: { search: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefOf(typed, 1));
  };
  return (
    <search className="mb-4">
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <TextField
          className="min-w-0 flex-1"
          label={t`Order number, your reference or vehicle`}
          name="q"
          type="search"
          value={typed}
          maxLength={maxOrderSearch}
          dir="auto"
          onChange={setTyped}
          testId="orders-search"
        />
        <button type="submit" className="btn-primary" data-testid="orders-search-submit">
          {t`Search`}
        </button>
      </form>
    </search>
  );
}

function Empty({ total, fresh }: { total: number; fresh: boolean }) {
  return (
    <div className="py-6 text-center" data-testid="orders-empty">
      <p className="text-ink">
        {total > 0 ? (
          <Trans>This page of your orders has not been seen on this device. Connect to see it.</Trans>
        ) : fresh ? (
          <Trans>You have not ordered anything yet.</Trans>
        ) : (
          <Trans>No orders are saved on this device. Connect to see the ones in your account.</Trans>
        )}
      </p>
      {fresh && total === 0 && (
        <Link href="/catalog" className="btn-primary mt-4">
          <Trans>Find parts</Trans>
        </Link>
      )}
    </div>
  );
}

const rowLink =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 rounded px-2 py-3 hover:bg-gray-50 focus-visible:(outline-2 outline-brand)';

function OrderRow({ order }: { order: OrderDto }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const items = order.quantity;
  return (
    <li data-testid="order-row" data-order={order.id}>
      <Link href={`/account/orders/${order.id}`} className={rowLink}>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">
            {t`Order`} <span dir="ltr">{order.number}</span>
          </span>
          <span className="block text-sm text-ink-soft">
            {formatDate(order.created, locale)} · <Plural value={items} one="# item" other="# items" />
          </span>
          {(order.reference || order.vehicle) && (
            <span className="block truncate text-sm text-ink-soft" data-testid="order-row-job">
              <bdi>
                {[order.reference, order.vehicle && vehicleLine(order.vehicle)].filter(Boolean).join(' · ')}
              </bdi>
            </span>
          )}
        </span>
        <span className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={order.status} />
          <span className="font-semibold text-ink">
            <ChargedPrices>
              <Price price={order.total} discount={null} />
            </ChargedPrices>
          </span>
        </span>
      </Link>
    </li>
  );
}

function DeviceOrderRow({ order }: { order: DeviceOrder }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const refusal = useRefusalText();
  const limitedText = useLimitedText();
  const items = order.preview?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <li data-testid="device-order" data-state={order.state}>
      <Link href={`/checkout/${order.key}`} className={rowLink}>
        <span className="font-semibold text-ink">{t`Order from this device`}</span>
        <span className="justify-self-end">
          <DeviceOrderBadge state={order.state} />
        </span>
        <span className="text-sm text-ink-soft">
          {formatDate(new Date(order.createdAt).toISOString(), locale)} ·{' '}
          <Plural value={items} one="# item" other="# items" />
        </span>
        <span className="text-end font-semibold text-ink">
          {order.preview && <Price price={order.preview.total} discount={null} />}
        </span>
        {/* Across the whole row: the reason is often longer than the space beside the badge. */}
        {order.state === 'failed' && order.error && (
          <span className="col-span-2 text-sm text-red-800" data-testid="device-order-reason">
            {refusal(order.error)}
          </span>
        )}
        {order.state === 'waiting' &&
          (order.limitedUntil ? (
            <span className="col-span-2 text-sm text-amber-900" data-testid="device-order-limited">
              {limitedText(order.limitedUntil)}
            </span>
          ) : (
            <span className="col-span-2 text-sm text-ink-soft">
              <Trans>It will be placed when you are online.</Trans>
            </span>
          ))}
      </Link>
    </li>
  );
}
