// The Vipps part of /checkout/{token}. An order placed here with Vipps goes to Vipps as soon as its
// payment has a redirect address (create-payments, sent through the outbox after the order). Back on this page —
// or on another device — the server is told "I am back" (a hint: it asks Vipps) a few times until the payment is
// final; the order turns PAID here as soon as the server says so. An aborted or expired payment, or one Vipps
// refused to start (the reason is shown), leaves the order payable: "Pay again" starts a new Vipps payment. An
// approval of another amount is not a payment and not payable again: the shop looks at it. All of it needs the
// network.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { reportPayment, startPayment } from '../../api/payments';
import type { OrderRecord } from '../../db/types';
import { keepOrder } from '../../db/waiting-orders';
import type { OrderDto } from '../../domain/checkout';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { PaymentProblemNote, useRefusalTexts } from './payment-problem';

/** Checks after coming back before the page offers "Check again" (about ten seconds). */
const maxChecks = 6;
const checkEveryMs = 2000;
/** When Vipps did not answer the start (202), tries to start it again by itself: every 5 s, about half a minute. */
const maxStarts = 6;
const startEveryMs = 5000;

const sentKey = (reference: string) => `bildeler.vipps-sent.${reference}`;
const wasSent = (reference: string) => {
  try {
    return localStorage.getItem(sentKey(reference)) !== null;
  } catch {
    return false;
  }
};
const markSent = (reference: string) => {
  try {
    localStorage.setItem(sentKey(reference), String(Date.now()));
  } catch {
    // Private mode without storage: the page then checks instead of sending again.
  }
};

/** The panel of a Vipps order that is not paid yet; nothing once it is PAID or no longer payable. */
export function VippsPayment({ record, order }: { record: OrderRecord; order: OrderDto }) {
  const { t } = useLingui();
  const refusals = useRefusalTexts();
  const db = useDatabase();
  const online = useOnline();
  const { user } = useSession();
  const [checks, setChecks] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failedToStart, setFailedToStart] = useState(false);
  const [starts, setStarts] = useState(0);
  const payment = order.payment;
  const reference = payment.reference;
  const open = order.status === 'PENDING' && payment.status === 'PENDING';
  const mismatch = order.status === 'PENDING' && payment.problem?.code === 'AMOUNT_MISMATCH';
  const payable =
    order.status === 'PENDING' &&
    !mismatch &&
    (payment.status === 'FAILED' || payment.status === 'CANCELLED');
  // Placed on this device: it goes to Vipps by itself once; otherwise (a link, another device) it checks first.
  const placedHere = record.input !== undefined;
  const sent = reference !== null && wasSent(reference);
  const goesNow = open && online && placedHere && !sent && !!payment.redirectUrl && !!reference;

  const keep = (next: OrderDto) => keepOrder(db, next, user?._id ?? null);
  /** The order as the server has it now (a refused start left its payment FAILED with the reason). */
  const refresh = () =>
    reportPayment(order.id, order.token)
      .then(keep)
      .catch(() => undefined);

  // The start sent through the outbox was refused: this device still shows the claim; the server has the reason.
  const refusedUnseen = open && reference === null && record.error?.code === 'PAYMENT_REFUSED';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once when it is seen (refresh is a new function each draw)
  useEffect(() => {
    if (refusedUnseen && online) void refresh();
  }, [refusedUnseen, online]);

  useEffect(() => {
    if (!goesNow || !reference || !payment.redirectUrl) return;
    markSent(reference);
    window.location.assign(payment.redirectUrl);
  }, [goesNow, reference, payment.redirectUrl]);

  // Back from Vipps: the server asks Vipps; a few times, as the approval may take a moment to arrive.
  const checking = open && online && !goesNow && reference !== null && checks < maxChecks;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per count (keep is a new function each draw)
  useEffect(() => {
    if (!checking) return;
    const timer = setTimeout(
      () => {
        reportPayment(order.id, order.token)
          .then(keep)
          .catch(() => undefined)
          .finally(() => setChecks((n) => n + 1));
      },
      checks === 0 ? 0 : checkEveryMs,
    );
    return () => clearTimeout(timer);
  }, [checking, checks, order.id, order.token]);

  const payAgain = async () => {
    setBusy(true);
    setFailedToStart(false);
    try {
      const answer = await startPayment(order.id, order.token);
      await keep(answer.order);
      const next = answer.payment;
      if (next.status === 'PENDING' && next.redirectUrl && next.reference) {
        markSent(next.reference);
        window.location.assign(next.redirectUrl);
        return;
      }
      if (!next.redirectUrl) setFailedToStart(true);
    } catch (error) {
      // Refused by Vipps: the reason is on the payment, shown instead of "not answering".
      if (error instanceof ApiError && error.code === 'PAYMENT_REFUSED') await refresh();
      else setFailedToStart(true);
    }
    setBusy(false);
  };

  // Vipps was down when the payment was to start: the attempt is kept (reference, no redirect yet); this device's
  // customer is waiting here, so the start is tried again by itself before "Try again" is all that is left.
  const retrying =
    open && online && placedHere && !busy && !payment.redirectUrl && reference !== null && starts < maxStarts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one start per count (payAgain is a new function each draw)
  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => {
      setStarts((n) => n + 1);
      void payAgain();
    }, startEveryMs);
    return () => clearTimeout(timer);
  }, [retrying, starts]);

  if (mismatch && payment.problem) {
    return (
      <div className="rounded-lg border border-red-300 bg-white p-5 text-ink" data-testid="vipps-mismatch">
        <h2 className="mb-2 text-lg font-bold">{t`The payment needs a check by the shop`}</h2>
        <PaymentProblemNote problem={payment.problem} viewer="customer" />
      </div>
    );
  }
  if (!open && !payable) return null;

  const panel = 'rounded-lg border p-5 text-ink';
  if (!online) {
    return (
      <div className={`${panel} border-amber-300 bg-amber-50`} role="status" data-testid="vipps-offline">
        <h2 className="text-lg font-bold">{t`The order is not paid yet`}</h2>
        <p className="mt-1">{t`You are offline. Paying with Vipps needs an internet connection.`}</p>
      </div>
    );
  }
  if (payable) {
    return (
      <div
        className={`${panel} border-brand bg-brand-light`}
        role="alert"
        data-testid="vipps-aborted"
        data-problem={payment.problem?.code}
      >
        <h2 className="text-lg font-bold">
          {payment.problem?.code === 'REFUSED'
            ? t`Vipps did not start the payment`
            : payment.status === 'FAILED'
              ? t`The Vipps payment ran out of time`
              : t`The Vipps payment was stopped`}
        </h2>
        {payment.problem?.code === 'REFUSED' && (
          <p className="mt-1" data-testid="payment-problem">
            {refusals[payment.problem.reason]}
          </p>
        )}
        <p className="mt-1">{t`Your order is kept and not paid. You can pay it with Vipps again.`}</p>
        {failedToStart && <p className="mt-1 font-medium">{t`Vipps is not answering. Please try again.`}</p>}
        <button type="button" className="btn-primary mt-3" disabled={busy} onClick={() => void payAgain()}>
          {t`Pay again with Vipps`}
        </button>
      </div>
    );
  }
  // Open: going to Vipps, waiting for its answer, or not started at Vipps yet.
  const started = !!payment.redirectUrl;
  return (
    <div className={`${panel} border-amber-300 bg-amber-50`} role="status" data-testid="vipps-waiting">
      <h2 className="text-lg font-bold">
        {goesNow
          ? t`Taking you to Vipps…`
          : started
            ? t`Waiting for Vipps to confirm the payment`
            : t`Starting the Vipps payment…`}
      </h2>
      {!goesNow && started && checks >= maxChecks && (
        <>
          <p className="mt-1">{t`Vipps has not confirmed the payment yet. If you approved it, this takes a moment.`}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => setChecks(0)}>
              {t`Check again`}
            </button>
            <a className="btn-ghost border border-gray-300" href={payment.redirectUrl ?? undefined}>
              {t`Open Vipps`}
            </a>
          </div>
        </>
      )}
      {!started && (
        <>
          {failedToStart && (
            <p className="mt-1 font-medium">{t`Vipps is not answering. Please try again.`}</p>
          )}
          <button
            type="button"
            className="btn-ghost mt-3 border border-gray-300"
            disabled={busy}
            onClick={() => void payAgain()}
          >
            {t`Try again`}
          </button>
        </>
      )}
    </div>
  );
}
