import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../components/text-field';
import type { SavedAddress } from '../../domain/address';
import { defaultPickupShop, pickupShops } from '../../domain/cart';
import { paymentMethods } from '../../domain/checkout';
import { loginPathFor } from '../../domain/session';
import { blankAddress, type CheckoutContext, type CheckoutEvent } from '../../machines/checkout.machine';
import { paymentProblem } from '../../machines/checkout.payment';
import { AddressChoiceFields, addressErrors } from './address-choice';
import { useCheckoutErrorText, usePaymentNames } from './checkout-texts';
import { useInvoiceDetail } from './invoice-detail';
import { StepActions } from './step-card';

type StepProps = { context: CheckoutContext; send: (event: CheckoutEvent) => void; busy?: boolean };

function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded border border-gray-200 p-3 has-[:checked]:border-brand has-[:checked]:bg-brand-light/40 has-[:disabled]:(cursor-not-allowed opacity-60)';

export function ContactStep({ context, send }: StepProps) {
  const { t } = useLingui();
  const errorText = useCheckoutErrorText();
  return (
    <StepForm onSubmit={() => send({ type: 'contact.submit' })}>
      <div className="max-w-md space-y-3">
        <TextField
          label={t`Email address`}
          name="email"
          type="email"
          inputMode="email"
          dir="ltr"
          spellCheck={false}
          autoComplete="email"
          value={context.email}
          onChange={(email) => send({ type: 'contact.change', email })}
          error={errorText(context.errors.email)}
          hint={t`We contact you about the order at this address.`}
        />
        <p className="text-sm text-ink-soft">
          <Trans>
            Have an account?{' '}
            <Link href={loginPathFor('/checkout')} className="font-medium text-brand-dark underline">
              Sign in
            </Link>{' '}
            to use your saved addresses.
          </Trans>
        </p>
      </div>
      <StepActions />
    </StepForm>
  );
}

export function DeliveryStep({ context, send, busy, saved }: StepProps & { saved: readonly SavedAddress[] }) {
  const { t } = useLingui();
  const errorText = useCheckoutErrorText();
  const { delivery } = context;
  const pickup = delivery.kind === 'pickup';
  const firstAddress = () => {
    const preferred = saved.find((address) => address.default) ?? saved[0];
    if (preferred) {
      const { id, default: _default, ...fields } = preferred;
      return send({ type: 'delivery.choose', delivery: { kind: 'saved', id, fields } });
    }
    send({ type: 'delivery.choose', delivery: { kind: 'new', fields: emptyFields(context) } });
  };
  return (
    <StepForm onSubmit={() => send({ type: 'delivery.submit' })}>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t`How do you want your order?`}</legend>
        <label className={choiceClass}>
          <input
            type="radio"
            name="delivery-kind"
            className="mt-1 h-4 w-4 accent-brand"
            checked={!pickup}
            onChange={firstAddress}
          />
          <span>
            <span className="block font-medium text-ink">{t`Home delivery`}</span>
            <span className="block text-sm text-ink-soft">{t`Sent by post`}</span>
          </span>
        </label>
        <label className={choiceClass}>
          <input
            type="radio"
            name="delivery-kind"
            className="mt-1 h-4 w-4 accent-brand"
            checked={pickup}
            onChange={() =>
              send({ type: 'delivery.choose', delivery: { kind: 'pickup', shop: defaultPickupShop } })
            }
          />
          <span>
            <span className="block font-medium text-ink">{t`Pick up in store`}</span>
            <span className="block text-sm text-ink-soft">{t`Free: no shipping charge.`}</span>
          </span>
        </label>
      </fieldset>
      <div className="mt-5">
        {delivery.kind === 'pickup' ? (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-ink">{t`Pickup shop`}</legend>
            {pickupShops.map((shop) => (
              <label key={shop.id} className={choiceClass}>
                <input
                  type="radio"
                  name="pickup-shop"
                  className="mt-1 h-4 w-4 accent-brand"
                  checked={delivery.shop === shop.id}
                  onChange={() =>
                    send({ type: 'delivery.choose', delivery: { kind: 'pickup', shop: shop.id } })
                  }
                />
                <span>
                  <span className="block font-medium text-ink">{shop.name}</span>
                  <span className="block text-sm text-ink-soft">{shop.address}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <AddressChoiceFields
            saved={saved}
            value={delivery}
            onChange={(next) => send({ type: 'delivery.choose', delivery: next })}
            errors={addressErrors(context.errors, 'delivery')}
            idPrefix="delivery"
            email={context.user?.email ?? context.email}
          />
        )}
        {context.errors.delivery && (
          <p className="field-error" role="alert">
            {errorText(context.errors.delivery)}
          </p>
        )}
      </div>
      <StepActions busy={busy} onBack={context.user ? undefined : () => send({ type: 'step.back' })} />
    </StepForm>
  );
}

const emptyFields = (context: CheckoutContext) => blankAddress(context.user?.email ?? context.email);

export function BillingStep({ context, send, busy, saved }: StepProps & { saved: readonly SavedAddress[] }) {
  const { t } = useLingui();
  const errorText = useCheckoutErrorText();
  const { billing } = context;
  const pickup = context.delivery.kind === 'pickup';
  return (
    <StepForm onSubmit={() => send({ type: 'billing.submit' })}>
      {pickup ? (
        <p className="mb-4 text-sm text-ink-soft">{t`Who is the order for? The invoice and receipt carry this address.`}</p>
      ) : (
        <label className="mb-4 flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand"
            checked={billing.kind === 'same'}
            onChange={(event) =>
              send({
                type: 'billing.choose',
                billing: event.target.checked
                  ? { kind: 'same' }
                  : { kind: 'new', fields: emptyFields(context) },
              })
            }
          />
          <span className="text-ink">{t`Same as the delivery address`}</span>
        </label>
      )}
      {billing.kind !== 'same' && (
        <AddressChoiceFields
          saved={saved}
          value={billing}
          onChange={(next) => send({ type: 'billing.choose', billing: next })}
          errors={addressErrors(context.errors, 'billing')}
          idPrefix="billing"
          email={context.user?.email ?? context.email}
        />
      )}
      {context.errors.billing && (
        <p className="field-error" role="alert">
          {context.errors.billing === 'REQUIRED'
            ? t`Please give a billing address.`
            : errorText(context.errors.billing)}
        </p>
      )}
      <StepActions busy={busy} onBack={() => send({ type: 'step.back' })} />
    </StepForm>
  );
}

export function PaymentStep({ context, send }: StepProps) {
  const { t } = useLingui();
  const names = usePaymentNames();
  const errorText = useCheckoutErrorText();
  const invoiceDetail = useInvoiceDetail();
  const pickup = context.delivery.kind === 'pickup';
  const details = {
    store: pickup ? t`Pay when you pick up the order.` : t`Only with pickup in store.`,
    invoice: invoiceDetail(context),
    vipps: context.online
      ? t`Approve the payment in the Vipps app. The amount is charged when the order ships.`
      : t`Vipps needs an internet connection. You are offline.`,
  };
  return (
    <StepForm onSubmit={() => send({ type: 'payment.submit' })}>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t`Payment method`}</legend>
        {paymentMethods
          .filter((method) => context.offered.includes(method) || method === context.paymentMethod)
          .map((method) => (
            <label key={method} className={choiceClass} data-testid={`pay-${method}`}>
              <input
                type="radio"
                name="payment-method"
                className="mt-1 h-4 w-4 accent-brand"
                checked={context.paymentMethod === method}
                disabled={paymentProblem(context, method) !== null}
                onChange={() => send({ type: 'payment.choose', method })}
              />
              <span>
                <span className="block font-medium text-ink">{names[method]}</span>
                <span className="block text-sm text-ink-soft">{details[method]}</span>
              </span>
            </label>
          ))}
      </fieldset>
      {context.errors.payment && (
        <p className="field-error" role="alert">
          {errorText(context.errors.payment)}
        </p>
      )}
      <StepActions onBack={() => send({ type: 'step.back' })} />
    </StepForm>
  );
}
