import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type TrackedOrder, trackOrder } from '../../api/order';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { useSchemaForm } from '../../components/use-schema-form';
import { intlLocale, isLocale } from '../../domain/locale';
import {
  type OrderStatus,
  type TrackOrderInput,
  type TrackOrderQuery,
  TrackOrderSchema,
} from '../../domain/order';
import { createSubmitMachine } from '../../machines/submit.machine';

const trackMachine = createSubmitMachine<TrackedOrder>().provide({
  actors: { send: fromPromise(({ input }) => trackOrder(input as TrackOrderQuery)) },
});

type Field = keyof TrackOrderInput;

export function TrackOrderPage() {
  const { t } = useLingui();
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

  const statusText: Record<OrderStatus, string> = {
    PENDING: t`Received – we are picking your parts`,
    PAID: t`Paid – we are picking your parts`,
    SHIPPED: t`Shipped – on its way to you`,
    COMPLETED: t`Delivered`,
    CANCELLED: t`Cancelled`,
  };
  const failure = state.matches('failure') ? state.context.failure : null;
  const found = state.matches('success') ? state.context.result : null;

  return (
    <>
      <PageHeader title={<Trans>Track order</Trans>} />
      <div className="container pb-16">
        <div className="mx-auto max-w-lg rounded-lg bg-white p-6 shadow-sm md:p-8">
          <p className="mb-6 text-ink-soft">
            <Trans>
              Enter the order number from your order confirmation and the email address you ordered with.
            </Trans>
          </p>
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
            <p role="alert" className="mt-6 rounded border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {failure.code === 'NETWORK'
                ? t`Could not reach the shop. Check your connection and try again.`
                : failure.message}
            </p>
          )}
          {found && <FoundOrder order={found} statusText={statusText[found.status]} />}
        </div>
      </div>
    </>
  );
}

function FoundOrder({ order, statusText }: { order: TrackedOrder; statusText: string }) {
  const { i18n } = useLingui();
  const orderNumber = order.number;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'no';
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(order.created);
  return (
    <div role="status" className="mt-6 rounded border border-gray-200 px-4 py-4">
      <p className="font-semibold">
        <Trans>Order {orderNumber}</Trans>
      </p>
      <p className="mt-1 text-brand-dark">{statusText}</p>
      <p className="mt-1 text-sm text-ink-soft">
        <Trans>Ordered on {date}</Trans>
      </p>
    </div>
  );
}
