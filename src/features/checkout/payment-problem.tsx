import { useLingui } from '@lingui/react/macro';
import type { PaymentProblem, PaymentProblemCode, VippsRefusal } from '../../domain/checkout';

/** What the customer is told when Vipps would not start their payment, by the reason Vipps gave. */
export function useRefusalTexts(): Record<VippsRefusal, string> {
  const { t } = useLingui();
  const tryAgain = t`Vipps refused the payment. Nothing was charged. You can try again.`;
  const shop = t`The shop cannot take Vipps payments right now. Nothing was charged. Please try again later or contact us.`;
  return {
    INVALID: t`Vipps did not accept the payment. Nothing was charged. You can try again; if it happens again, please contact us.`,
    NOT_ALLOWED: shop,
    KEYS: shop,
    CONFLICT: tryAgain,
    OTHER: tryAgain,
  };
}

/** Short names of the problems, for the desk's list. */
export function useProblemNames(): Record<PaymentProblemCode, string> {
  const { t } = useLingui();
  return {
    REFUSED: t`Refused by Vipps`,
    AMOUNT_MISMATCH: t`Approved amount differs`,
  };
}

/** An exact amount (øre shown), as staff must compare it with the order's total: "1290.50 NOK". */
const exact = (kroner: number, currency: string) => `${kroner.toFixed(2)} ${currency}`;

/**
 * Why an online payment did not pay the order: for the customer, what it means for them; for staff, what Vipps
 * said (the amounts, Vipps's HTTP status and trace id for its support) and what to do.
 */
export function PaymentProblemNote({
  problem,
  viewer,
}: {
  problem: PaymentProblem;
  viewer: 'customer' | 'staff';
}) {
  const { t } = useLingui();
  const refusals = useRefusalTexts();
  const box = 'rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900';
  if (problem.code === 'AMOUNT_MISMATCH') {
    const approved = exact(problem.approved, problem.currency);
    const expected = exact(problem.expected, 'NOK');
    return (
      <div className={box} role="status" data-testid="payment-problem" data-code={problem.code}>
        {viewer === 'staff' ? (
          <>
            <p className="font-semibold">{t`Vipps approved another amount than the order’s total: the order is not paid.`}</p>
            <p>
              {t`Approved at Vipps:`} <span dir="ltr">{approved}</span> · {t`Order total:`}{' '}
              <span dir="ltr">{expected}</span>
            </p>
            <p>{t`Cancel the order to release the approved amount at Vipps, and contact the customer.`}</p>
          </>
        ) : (
          <p>
            {t`Vipps approved another amount than your order’s total, so the order is not paid. The amount is only reserved, not taken. The shop will look at it and contact you.`}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={box} role="status" data-testid="payment-problem" data-code={problem.code}>
      {viewer === 'staff' ? (
        <>
          <p className="font-semibold">
            {t`Vipps refused to start this payment (HTTP ${problem.status}). Nothing was charged; the customer can start a new payment.`}
          </p>
          {problem.traceId && (
            <p>
              {t`Vipps trace id (for Vipps support):`} <span dir="ltr">{problem.traceId}</span>
            </p>
          )}
        </>
      ) : (
        <p>{refusals[problem.reason]}</p>
      )}
    </div>
  );
}
