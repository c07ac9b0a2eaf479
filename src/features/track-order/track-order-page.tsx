import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { type TrackedOrder, trackOrder } from '../../api/order';
import { WifiOffIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../components/use-schema-form';
import { formatOrgNumber } from '../../domain/business';
import { pickupShops } from '../../domain/cart';
import {
  type OrderStatus,
  type TrackOrderInput,
  type TrackOrderQuery,
  TrackOrderSchema,
} from '../../domain/order';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { createSubmitMachine, type SubmitFailure } from '../../machines/submit.machine';
import { AccountCard } from '../account/account-layout';
import { OrderStatusBadge } from '../account/order-badges';
import { usePaymentNames, usePaymentStatusNames } from '../checkout/checkout-texts';
import { JobFactRows } from '../orders/job-facts';
import { formatEventTime, OrderHistory } from '../orders/order-history';
import { OrderLines } from '../orders/order-lines';

const trackMachine = createSubmitMachine<TrackedOrder>().provide({
  actors: { send: fromPromise(({ input }) => trackOrder(input as TrackOrderQuery)) },
});

type Field = keyof TrackOrderInput;

/**
 * /track-order: an order by its number and email, no account needed — its status, history,
 * lines and totals. It needs the network: nothing found is kept on the device (it may be a shared one).
 */
export function TrackOrderPage() {
  const { t } = useLingui();
  const online = useOnline();
  const [state, send] = useMachine(trackMachine);
  const form = useSchemaForm(TrackOrderSchema, { number: '', email: '' }, (input) =>
    send({ type: 'form.submit', input }),
  );
  const { errors } = form;

  const errorText = (field: Field) => {
    const code = errors[field];
    if (!code) return undefined;
    if (field === 'email') return t`Please enter a valid email address`;
    return code === 'TOO_LONG' ? t`That is not an order number` : t`Please enter your order number`;
  };

  const failure = state.matches('failure') ? state.context.failure : null;
  const found = state.matches('success') ? state.context.result : null;

  return (
    <>
      <PageHeader title={<Trans>Track order</Trans>} />
      <div className="container flex flex-col gap-6 pb-16">
        <div className="mx-auto w-full max-w-lg rounded-lg bg-white p-6 shadow-sm md:p-8">
          <p className="mb-6 text-ink-soft">
            <Trans>
              Enter the order number from your order confirmation and the email address you ordered with.
            </Trans>
          </p>
          {!online && (
            <p
              className="mb-6 flex items-start gap-2 rounded border border-gray-300 bg-gray-50 px-4 py-3 text-sm text-ink"
              data-testid="track-offline"
            >
              <WifiOffIcon width={18} height={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              <Trans>You are offline. Tracking an order needs a connection to the shop.</Trans>
            </p>
          )}
          <form onSubmit={form.submit} noValidate className="space-y-4" data-testid="track-order-form">
            <TextField
              label={t`Order number`}
              name="number"
              value={form.values.number}
              onChange={form.set('number')}
              error={errorText('number')}
            />
            <TextField
              label={t`Email address`}
              name="email"
              type="email"
              autoComplete="email"
              value={form.values.email}
              onChange={form.set('email')}
              error={errorText('email')}
            />
            <button type="submit" className="btn-primary w-full" disabled={state.matches('submitting')}>
              <Trans>Track</Trans>
            </button>
          </form>
          {failure && (
            <p
              role="alert"
              className="mt-6 rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800"
              data-testid="track-failure"
              data-code={failure.code}
            >
              <FailureText failure={failure} />
            </p>
          )}
        </div>
        {found && <FoundOrder order={found} />}
      </div>
    </>
  );
}

function FailureText({ failure }: { failure: SubmitFailure }) {
  const { t } = useLingui();
  if (failure.code === 'NETWORK') return t`Could not reach the shop. Check your connection and try again.`;
  if (failure.code === 'TOO_MANY_REQUESTS' && failure.retryAfter !== undefined) {
    const minutes = Math.max(1, Math.ceil(failure.retryAfter / 60));
    return (
      <Plural
        value={minutes}
        one="Too many attempts, try again in # minute"
        other="Too many attempts, try again in # minutes"
      />
    );
  }
  // Not found (one answer for a wrong number and a wrong email) and the rest: the server's words.
  return failure.message;
}

function useStatusTexts(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    PENDING: t`Received – we are picking your parts`,
    PAID: t`Paid – we are picking your parts`,
    SHIPPED: t`Shipped – on its way to you`,
    COMPLETED: t`Delivered`,
    CANCELLED: t`Cancelled`,
  };
}

function FoundOrder({ order }: { order: TrackedOrder }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const statusTexts = useStatusTexts();
  const payments = usePaymentNames();
  const paymentStatus = usePaymentStatusNames();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer is read from its heading: focus moves there (the form stays above it).
  useEffect(() => {
    if (order.number) heading.current?.focus();
  }, [order]);
  const orderNumber = order.number;
  const date = formatEventTime(order.created, locale);
  const shopName = pickupShops.find((item) => item.id === order.pickupShop)?.name ?? order.pickupShop;
  return (
    <section
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
      aria-labelledby="tracked-order-heading"
      data-testid="tracked-order"
    >
      <AccountCard>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2
            id="tracked-order-heading"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-ink outline-none"
            dir="auto"
          >
            <Trans>Order {orderNumber}</Trans>
          </h2>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-2 text-brand-dark" data-testid="tracked-status-text">
          {statusTexts[order.status]}
        </p>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{t`Ordered`}</dt>
          <dd className="text-ink">
            <time dateTime={order.created}>{date}</time>
          </dd>
          <dt className="text-ink-soft">{t`Delivery`}</dt>
          <dd className="text-ink" data-testid="tracked-delivery">
            {order.pickup ? <Trans>Pick up in store: {shopName}</Trans> : <Trans>Sent to your address</Trans>}
          </dd>
          <dt className="text-ink-soft">{t`Payment`}</dt>
          <dd className="text-ink" data-testid="tracked-payment">
            {payments[order.payment.method]} – {paymentStatus[order.payment.status]}
          </dd>
          <JobFactRows reference={order.reference} vehicle={order.vehicle} />
          {order.company && (
            <>
              <dt className="text-ink-soft">{t`Company`}</dt>
              <dd className="text-ink" data-testid="tracked-company">
                <bdi>{order.company.name}</bdi> · <Trans>Org. no.</Trans>{' '}
                <span dir="ltr">{formatOrgNumber(order.company.orgNumber)}</span>
              </dd>
            </>
          )}
        </dl>
      </AccountCard>
      <AccountCard title={t`History`} testId="tracked-history">
        <OrderHistory events={order.history} />
      </AccountCard>
      <AccountCard title={t`Items`} testId="tracked-lines">
        <OrderLines order={order} />
      </AccountCard>
    </section>
  );
}
