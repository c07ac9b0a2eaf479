import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { WifiOffIcon } from '../../components/icons';
import { Price, usePriceVat } from '../../components/price';
import type { CartLineRecord } from '../../db/types';
import { formatPrice } from '../../domain/money';
import { useLanguage } from '../../lib/use-language';
import {
  blockingChanges,
  type CheckoutContext,
  type CheckoutEvent,
  type LineChange,
} from '../../machines/checkout.machine';
import { productName } from '../cart/product-name';
import { useRefusalText } from './checkout-texts';
import { JobFields } from './job-fields';

type Props = {
  context: CheckoutContext;
  send: (event: CheckoutEvent) => void;
  /** The review's state: checking, changed, ready or unchecked; placing while the order is being placed. */
  phase: 'checking' | 'changed' | 'ready' | 'unchecked' | 'placing';
  lines: readonly CartLineRecord[];
  total: number;
  online: boolean;
};

/** The last step: what the server's check found, the offline note, a refusal's reason and the Place button. */
export function ReviewStep({ context, send, phase, lines, total, online }: Props) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  // A business account sees prices ex. MVA: the amount it pays says it is incl. MVA.
  const vatNote = usePriceVat();
  const refusal = useRefusalText();
  const blocking = blockingChanges(context.changes);
  const canPlace =
    lines.length > 0 &&
    (phase === 'ready' || phase === 'unchecked') &&
    (phase === 'unchecked' || blocking.length === 0);
  return (
    <div className="space-y-4">
      {context.placeError && (
        <div
          className="rounded border border-brand bg-brand-light p-3 text-sm text-ink"
          role="alert"
          data-testid="place-error"
        >
          <p className="font-semibold">{t`Your order was not placed.`}</p>
          <p>{refusal(context.placeError)}</p>
          <p className="mt-1">{t`Your cart is as it was. Check it below and place the order again.`}</p>
        </div>
      )}
      <div aria-live="polite">
        {phase === 'checking' && (
          <p className="flex items-center gap-2 text-sm text-ink-soft" data-testid="review-checking">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand"
              aria-hidden="true"
            />
            {t`Checking prices and stock with the shop…`}
          </p>
        )}
        {phase === 'unchecked' && (
          <div
            className="flex gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
            data-testid="review-offline"
          >
            <WifiOffIcon width={20} height={20} className="mt-0.5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">
                {context.checkFailed ? t`Prices could not be checked right now` : t`You are offline`}
              </p>
              <p>
                {t`The prices shown are the ones on this device. The shop checks prices and stock when the order is sent, and tells you if anything changed.`}
              </p>
              {context.checkFailed && online && (
                <button
                  type="button"
                  className="mt-2 text-sm font-medium text-brand-dark underline"
                  onClick={() => send({ type: 'review.check' })}
                >
                  {t`Check again`}
                </button>
              )}
            </div>
          </div>
        )}
        {phase === 'ready' && context.validation && (
          <p className="text-sm text-green-800" data-testid="review-checked">
            {context.changes.length > 0 ? t`You accepted the new prices.` : t`Prices and stock are checked.`}
          </p>
        )}
      </div>
      {phase === 'changed' && (
        <Changes changes={context.changes} lines={lines} send={send} blocking={blocking.length > 0} />
      )}
      <JobFields context={context} send={send} />
      <p className="text-xs text-ink-soft">
        <Trans>
          By placing the order you accept the{' '}
          <Link href="/terms-and-conditions" className="underline">
            terms and conditions
          </Link>
          .
        </Trans>
      </p>
      <button
        type="button"
        className="btn-primary w-full py-3 text-lg"
        disabled={!canPlace}
        aria-busy={phase === 'placing' || undefined}
        onClick={() => send({ type: 'review.place' })}
        data-testid="place-order"
      >
        {phase === 'placing' ? (
          t`Placing your order…`
        ) : (
          <>
            {t`Place order`} <span aria-hidden="true">·</span>{' '}
            <span dir="ltr">{formatPrice(total, { locale })}</span>
            {vatNote && <span className="text-sm font-normal"> {t`incl. VAT`}</span>}
          </>
        )}
      </button>
      {!online && phase !== 'placing' && (
        <p className="text-center text-sm text-ink-soft">
          {t`The order is kept on this device and placed when you are online.`}
        </p>
      )}
    </div>
  );
}

function Changes({
  changes,
  lines,
  send,
  blocking,
}: {
  changes: readonly LineChange[];
  lines: readonly CartLineRecord[];
  send: (event: CheckoutEvent) => void;
  blocking: boolean;
}) {
  const { t } = useLingui();
  const nameOf = (articleId: number) => {
    const line = lines.find((item) => item.articleId === articleId);
    return line ? productName(line.product) : String(articleId);
  };
  return (
    <div
      className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
      data-testid="review-changes"
    >
      <p className="font-semibold">{t`Some items changed since they were added to the cart`}</p>
      <ul className="mt-2 space-y-1">
        {changes.map((change) => (
          <li key={`${change.articleId}-${change.kind}`} data-testid={`change-${change.kind}`}>
            <span className="font-medium">{nameOf(change.articleId)}:</span>{' '}
            {change.kind === 'price' && (
              <>
                {t`new price`}{' '}
                <del>
                  <Price price={change.oldPrice} discount={null} />
                </del>{' '}
                <span aria-hidden="true">→</span> <span className="sr-only">{t`now`}</span>{' '}
                <Price price={change.newPrice} discount={null} />
              </>
            )}
            {change.kind === 'unavailable' && t`no longer available`}
            {change.kind === 'stock' &&
              t`only ${change.available} in stock (you asked for ${change.quantity})`}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        {blocking ? (
          <button
            type="button"
            className="btn-primary"
            onClick={() => send({ type: 'review.fix' })}
            data-testid="fix-lines"
          >
            {t`Update the cart`}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            onClick={() => send({ type: 'review.confirm' })}
            data-testid="confirm-changes"
          >
            {t`Accept the new prices`}
          </button>
        )}
        {blocking && (
          <p className="mt-2 text-ink-soft">
            {t`Items that are not available are taken out, and quantities lowered to what is in stock.`}
          </p>
        )}
      </div>
    </div>
  );
}
