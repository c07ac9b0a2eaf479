import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import type { SavedAddress } from '../../domain/address';
import { summarise } from '../../domain/cart';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { type CheckoutStep, type CheckoutUser, checkoutSteps } from '../../machines/checkout.machine';
import { pricedLines } from '../../machines/checkout.review';
import { useSavedAddresses } from '../address/use-saved-addresses';
import { CartIcon } from '../cart/cart-icons';
import { EmptyState, ListLoading } from '../cart/empty-state';
import { type CartView, useCart } from '../cart/use-cart';
import { BillingStep, ContactStep, DeliveryStep, PaymentStep } from './checkout-steps';
import { useStepNames } from './checkout-texts';
import { OrderSummary } from './order-summary';
import { ReviewStep } from './review-step';
import { StepCard } from './step-card';
import { StepSummary } from './step-summary';
import { useCheckout } from './use-checkout';
import { useDefaultAddress } from './use-default-address';

const none: SavedAddress[] = [];

/** /checkout: the steps from contact to a placed order, with the cart's summary beside them. */
export function CheckoutPage() {
  const cart = useCart();
  const { user } = useSession();
  const checkoutUser: CheckoutUser | null = user ? { userId: user._id, email: user.email } : null;
  return (
    <>
      <PageHeader title={<Trans>Checkout</Trans>} trail={[{ href: '/cart', label: <Trans>Cart</Trans> }]} />
      <div className="container pb-16" data-testid="checkout">
        {cart === undefined ? (
          <ListLoading empty={<EmptyCheckout />} />
        ) : (
          <CheckoutFlow key={checkoutUser?.userId ?? 'guest'} cart={cart} user={checkoutUser} />
        )}
      </div>
    </>
  );
}

function EmptyCheckout() {
  return (
    <EmptyState icon={<CartIcon width={32} height={32} />} title={<Trans>Your cart is empty</Trans>}>
      <p>
        <Trans>Add parts to your cart to check out.</Trans>
      </p>
    </EmptyState>
  );
}

function CheckoutFlow({ cart, user }: { cart: CartView; user: CheckoutUser | null }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const online = useOnline();
  const { state, send } = useCheckout({ user, cart, lang: locale, online });
  const saved = useSavedAddresses().addresses ?? none;
  const names = useStepNames();
  const { context } = state;
  useDefaultAddress(saved, context, send);
  const placing = state.matches('placing') || state.matches('awaiting') || state.status === 'done';

  // The cart moves into the order when it is placed: the steps stay until the success page opens.
  if (cart.lines.length === 0 && !placing) {
    return <EmptyCheckout />;
  }

  const current: CheckoutStep = placing
    ? 'review'
    : (checkoutSteps.find((step) => state.matches({ steps: step })) ?? 'contact');
  const currentIndex = checkoutSteps.indexOf(current);
  const phase = placing
    ? 'placing'
    : ((['checking', 'changed', 'ready', 'unchecked'] as const).find((name) =>
        state.matches({ steps: { review: name } }),
      ) ?? 'checking');
  const busy =
    state.matches({ steps: { delivery: 'checking' } }) || state.matches({ steps: { billing: 'checking' } });
  const pickup = context.delivery.kind === 'pickup';
  const shown = pricedLines(cart.lines, context.validation);
  const summary = summarise(shown, pickup);
  const oldPrice = new Map(
    context.changes.flatMap((change) =>
      change.kind === 'price' ? [[change.articleId, change.oldPrice]] : [],
    ),
  );
  const stepState = (step: CheckoutStep, index: number) =>
    step === current ? 'current' : index < currentIndex || index <= context.reached ? 'done' : 'ahead';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <ol className="space-y-4" aria-label={t`Checkout steps`}>
        {checkoutSteps.map((step, index) => (
          <li key={step}>
            <StepCard
              number={index + 1}
              title={names[step]}
              state={placing && step !== 'review' ? 'done' : stepState(step, index)}
              testId={step}
              onEdit={
                placing || (step === 'contact' && user) ? undefined : () => send({ type: 'step.edit', step })
              }
              summary={<StepSummary step={step} context={context} />}
            >
              {step === 'contact' && <ContactStep context={context} send={send} />}
              {step === 'delivery' && (
                <DeliveryStep context={context} send={send} busy={busy} saved={saved} />
              )}
              {step === 'billing' && <BillingStep context={context} send={send} busy={busy} saved={saved} />}
              {step === 'payment' && <PaymentStep context={context} send={send} />}
              {step === 'review' && (
                <ReviewStep
                  context={context}
                  send={send}
                  phase={phase}
                  lines={cart.lines}
                  total={summary.total}
                  online={online}
                />
              )}
            </StepCard>
          </li>
        ))}
      </ol>
      <aside aria-label={t`Order summary`}>
        <OrderSummary
          lines={shown.map((line) => ({ ...line, oldPrice: oldPrice.get(line.articleId) }))}
          summary={summary}
          priced={context.validation ? 'server' : cart.priced}
        />
      </aside>
    </div>
  );
}
