import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pickupShops } from '../../domain/cart';
import type { OrderDto } from '../../domain/checkout';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { AddressLines } from '../address/address-lines';
import { usePaymentNames, usePaymentStatusNames } from '../checkout/checkout-texts';
import { PaymentProblemNote } from '../checkout/payment-problem';
import { JobFactRows } from '../orders/job-facts';
import { OrderBuyer } from '../orders/order-buyer';
import { formatEventTime, type HistoryViewer, OrderHistory } from '../orders/order-history';
import { OrderLines } from '../orders/order-lines';
import { ReorderCard } from '../orders/reorder';
import { AccountCard, AccountLayout } from './account-layout';
import { NotShown } from './not-shown';
import { OrderStatusBadge } from './order-badges';
import { useOrder } from './use-orders';

const trail = [{ href: '/account/orders', label: <Trans>Orders</Trans> }];

/**
 * /account/orders/{id}: one of the user's orders: status, lines, totals with the MVA part, where it goes
 * (an address or the pickup shop), the billing address, how it is paid and its history, its reference and vehicle,
 * and "Order again". Read from the device, so an order seen before opens offline.
 */
export function OrderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const { order, missing } = useOrder(/^\d{1,10}$/.test(id) ? Number(id) : null);
  const title = order ? t`Order ${order.number}` : t`Order`;
  return (
    <AccountLayout title={<span dir="auto">{title}</span>} trail={trail}>
      {order ? (
        <OrderDetail order={order} />
      ) : order === null && (missing || !online) ? (
        <AccountCard testId="order-missing">
          <NotShown
            missing={missing}
            missingText={<Trans>This order does not exist, or it is not yours.</Trans>}
            offlineText={<Trans>This order is not saved on this device. Connect to see it.</Trans>}
            back={{ href: '/account/orders', label: <Trans>Back to your orders</Trans> }}
          />
        </AccountCard>
      ) : (
        <div className="h-96 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
      )}
    </AccountLayout>
  );
}

/** An order's facts, lines, addresses, history and payment; `actions` (the staff's desk) go below its status. */
export function OrderDetail({
  order,
  viewer = 'customer',
  actions,
}: {
  order: OrderDto;
  viewer?: HistoryViewer;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const payments = usePaymentNames();
  const paymentStatus = usePaymentStatusNames();
  const shop = order.pickup ? pickupShops.find((item) => item.id === order.pickupShop) : undefined;
  return (
    <div className="flex flex-col gap-6" data-testid="order-detail" data-order={order.id}>
      <AccountCard>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-soft">{t`Order number`}</dt>
            <dd className="font-semibold text-ink" dir="ltr" data-testid="order-number">
              {order.number}
            </dd>
            <dt className="text-ink-soft">{t`Ordered`}</dt>
            <dd className="text-ink">
              <time dateTime={order.created}>{formatEventTime(order.created, locale)}</time>
            </dd>
            <JobFactRows reference={order.reference} vehicle={order.vehicle} />
          </dl>
          <OrderStatusBadge status={order.status} />
        </div>
      </AccountCard>

      {actions}

      <AccountCard title={t`Items`} testId="order-lines">
        <OrderLines order={order} />
      </AccountCard>

      <ReorderCard order={order} />

      <div className="grid gap-6 md:grid-cols-[repeat(2,minmax(0,1fr))]">
        <AccountCard title={order.pickup ? t`Pick up in store` : t`Delivery address`} testId="order-delivery">
          {order.pickup ? (
            <p data-testid="pickup-shop">
              <span className="block font-semibold text-ink">{shop?.name ?? order.pickupShop}</span>
              {shop && <span className="block text-ink-soft">{shop.address}</span>}
            </p>
          ) : order.shippingAddress ? (
            <AddressLines address={order.shippingAddress} />
          ) : null}
        </AccountCard>
        <AccountCard title={t`Billing address`} testId="order-billing">
          <AddressLines address={order.billingAddress} />
          <OrderBuyer business={order.business} />
        </AccountCard>
      </div>

      {order.history && (
        <AccountCard title={t`History`} testId="order-history-card">
          <OrderHistory events={order.history} viewer={viewer} />
        </AccountCard>
      )}

      <AccountCard title={t`Payment`} testId="order-payment">
        <Fact label={t`Payment method`}>
          <span data-testid="payment-method">{payments[order.payment.method]}</span>
        </Fact>
        <Fact label={t`Payment status`}>
          <span data-testid="payment-status">{paymentStatus[order.payment.status]}</span>
        </Fact>
        {order.payment.reference && (
          <Fact label={t`Reference`}>
            <span dir="ltr">{order.payment.reference}</span>
          </Fact>
        )}
        {order.payment.dueDate && <Fact label={t`Due`}>{formatDate(order.payment.dueDate, locale)}</Fact>}
        {/* Staff see it, with what to do, above the order where they act on it. */}
        {order.payment.problem && viewer === 'customer' && (
          <div className="mt-3">
            <PaymentProblemNote problem={order.payment.problem} viewer="customer" />
          </div>
        )}
      </AccountCard>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap gap-x-2 text-sm">
      <span className="text-ink-soft">{label}:</span>
      <span className="text-ink">{children}</span>
    </p>
  );
}
