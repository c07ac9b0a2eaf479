import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChargedPrices } from '../../components/price';
import type { OrderRecord } from '../../db/types';
import { pickupShops } from '../../domain/cart';
import type { AddressFields, OrderDto, PaymentMethod } from '../../domain/checkout';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../lib/use-language';
import { AddressLines } from '../address/address-lines';
import { JobFacts } from '../orders/job-facts';
import { OrderBuyer } from '../orders/order-buyer';
import { useOrderStatusNames, usePaymentNames, usePaymentStatusNames } from './checkout-texts';
import { OrderSummary, summaryOf } from './order-summary';

/** A placed order: thanks, its number and status, then where it goes, how it is paid, and its lines and totals. */
export function PlacedOrder({ order }: { order: OrderDto }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const payments = usePaymentNames();
  const paymentStatus = usePaymentStatusNames();
  const statuses = useOrderStatusNames();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" data-testid="order-placed">
      <div className="space-y-6">
        <div className="rounded-lg border border-green-300 bg-green-50 p-5 text-ink" role="status">
          <h2 className="text-xl font-bold">{t`Thank you for your order!`}</h2>
          <p className="mt-1">
            {t`Order number`}:{' '}
            <strong dir="ltr" data-testid="order-number">
              {order.number}
            </strong>
          </p>
          <p className="text-sm text-ink-soft">
            {formatDate(order.created, locale)} · {statuses[order.status]}
          </p>
          <div className="mt-2">
            <JobFacts reference={order.reference} vehicle={order.vehicle} />
          </div>
        </div>
        <Places
          pickupShop={order.pickup ? order.pickupShop : null}
          shipping={order.shippingAddress}
          billing={order.billingAddress}
          email={order.email}
        />
        <OrderBuyer business={order.business} />
        <Card title={t`Payment`}>
          <p data-testid="payment-method">{payments[order.payment.method]}</p>
          <p className="text-sm text-ink-soft" data-testid="payment-status">
            {paymentStatus[order.payment.status]}
            {order.payment.dueDate ? ` · ${t`Due`} ${formatDate(order.payment.dueDate, locale)}` : ''}
          </p>
        </Card>
        <Link href="/catalog" className="btn-ghost border border-gray-300">
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
      <aside aria-label={t`Order summary`}>
        {/* A placed order shows what was charged: NOK, whatever the display currency. */}
        <ChargedPrices>
          <OrderSummary lines={order.items} summary={summaryOf(order)} priced="server" />
        </ChargedPrices>
      </aside>
    </div>
  );
}

/**
 * An order of this device from what it sent (waiting or refused): addresses, payment method, and the lines and totals
 * at the prices the customer confirmed (the server prices it again).
 */
export function OrderDetails({ record }: { record: OrderRecord }) {
  const { t } = useLingui();
  const payments = usePaymentNames();
  const input = record.input;
  const preview = record.preview;
  const full = (address: unknown): AddressFields | null =>
    address && typeof address === 'object' && 'address1' in address ? (address as AddressFields) : null;
  const shipping = full(input?.shippingAddress);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        {input && (
          <Places
            pickupShop={input.pickup ? (input.pickupShop ?? null) : null}
            shipping={shipping}
            billing={full(input.billingAddress) ?? shipping}
            email={input.email ?? null}
          />
        )}
        {input && (input.reference || input.vehicle) && (
          <Card title={t`Job and vehicle`}>
            <JobFacts reference={input.reference} vehicle={input.vehicle} />
          </Card>
        )}
        {input && (
          <Card title={t`Payment`}>
            <p>{payments[input.paymentMethod as PaymentMethod]}</p>
          </Card>
        )}
      </div>
      {preview && (
        <aside aria-label={t`Order summary`}>
          <OrderSummary
            lines={preview.items}
            summary={{
              quantity: preview.items.reduce((sum, line) => sum + line.quantity, 0),
              subtotal: preview.subtotal,
              shipping: preview.shipping,
              vat: preview.tax,
              total: preview.total,
              totals: [],
            }}
          />
        </aside>
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-2 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Delivery (an address or the pickup shop) and billing, side by side on a wide screen. */
function Places({
  pickupShop,
  shipping,
  billing,
  email,
}: {
  pickupShop: string | null;
  shipping: AddressFields | null;
  billing: AddressFields | null;
  email: string | null;
}) {
  const { t } = useLingui();
  const shop = pickupShops.find((item) => item.id === pickupShop);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Card title={pickupShop ? t`Pick up in store` : t`Delivery address`}>
        {pickupShop ? (
          <p data-testid="pickup-shop">
            <span className="block text-ink">{shop?.name ?? pickupShop}</span>
            {shop && <span className="block text-ink-soft">{shop.address}</span>}
          </p>
        ) : shipping ? (
          <AddressLines address={shipping} contact={false} />
        ) : (
          <p className="text-ink-soft">{t`A saved address`}</p>
        )}
      </Card>
      <Card title={t`Billing address`}>
        {billing ? (
          <AddressLines address={billing} contact={false} />
        ) : (
          <p className="text-ink-soft">{t`A saved address`}</p>
        )}
        {email && (
          <p className="mt-2 text-sm text-ink-soft" dir="ltr">
            {email}
          </p>
        )}
      </Card>
    </div>
  );
}
