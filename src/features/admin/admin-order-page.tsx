import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { fetchDeskOrder, moveDeskOrder } from '../../api/admin-orders';
import { ApiError } from '../../api/client';
import { PageHeader } from '../../components/page-header';
import type { OrderDto } from '../../domain/checkout';
import type { OrderStatus } from '../../domain/order';
import { deskMoves, moveEffect, needsConfirming } from '../../domain/order-desk';
import { useOnline } from '../../lib/use-online';
import { useRemote } from '../../lib/use-remote';
import { AccountCard } from '../account/account-layout';
import { OrderDetail } from '../account/order-page';
import { LoadFailure } from '../catalog/list-message';
import { useOrderStatusNames } from '../checkout/checkout-texts';
import { PaymentProblemNote } from '../checkout/payment-problem';

/** Admin pages are never kept for offline use: said the way the dashboard says it. */
export function DeskOffline() {
  return (
    <p role="status" className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <Trans>You are offline. The order desk needs a connection to the shop.</Trans>
    </p>
  );
}

const trail = [
  { href: '/admin/dashboard', label: <Trans>Admin dashboard</Trans> },
  { href: '/admin/orders', label: <Trans>Orders</Trans> },
];

/**
 * /admin/orders/{id} (ADMIN only): one order as the customer sees it (lines, totals, addresses, payment, history
 * with "the customer" / "staff"), plus the moves staff may make next as buttons (never PAID for a Vipps order:
 * Vipps decides that) and, above them, a payment problem with what to do. A move that fails (409: the order
 * moved on meanwhile, or nothing approved at Vipps to capture; 502/503: the payment provider did not go along)
 * says so and the order is read again.
 */
export function AdminOrderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  const remote = useRemote(orderId === null ? null : `admin-order:${orderId}`, () =>
    fetchDeskOrder(orderId ?? 0),
  );
  // The answer of the last move shows until the order is read again.
  const [moved, setMoved] = useState<OrderDto | null>(null);
  const order = moved ?? (remote.status === 'done' ? remote.data : null);
  const title = order ? t`Order ${order.number}` : t`Order`;
  const missing = orderId === null || (remote.status === 'failed' && remote.error.status === 404);
  const reload = () => {
    setMoved(null);
    remote.retry();
  };
  return (
    <>
      <PageHeader title={<span dir="auto">{title}</span>} trail={trail} />
      <div className="container flex flex-col gap-6 pb-16">
        {!online && <DeskOffline />}
        {order ? (
          <OrderDetail
            order={order}
            viewer="staff"
            actions={<DeskMoves order={order} onMoved={setMoved} onFailed={reload} />}
          />
        ) : missing ? (
          <AccountCard testId="desk-order-missing">
            <p className="text-ink">
              <Trans>There is no such order.</Trans>
            </p>
            <Link href="/admin/orders" className="btn-primary mt-4">
              <Trans>Back to the orders</Trans>
            </Link>
          </AccountCard>
        ) : remote.status === 'failed' ? (
          <LoadFailure error={remote.error} onRetry={remote.retry} />
        ) : (
          <div className="h-96 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
        )}
      </div>
    </>
  );
}

/** A move that cannot be undone: outlined, so the way forward stays the one filled button. */
const dangerButton =
  'btn border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:(outline-2 outline-offset-2 outline-red-700)';

function useMoveNames(): Record<OrderStatus, string> {
  const { t } = useLingui();
  return {
    PENDING: t`Mark as pending`,
    PAID: t`Mark as paid`,
    SHIPPED: t`Mark as shipped`,
    COMPLETED: t`Mark as completed`,
    CANCELLED: t`Cancel the order`,
  };
}

type Failure = { kind: 'moved-on' | 'payment' | 'not-approved' | 'other'; message: string };

const failureKinds: Record<string, Failure['kind']> = {
  ILLEGAL_TRANSITION: 'moved-on',
  PAYMENT_PROVIDER_FAILED: 'payment',
  PAYMENT_NOT_APPROVED: 'not-approved',
};

function DeskMoves({
  order,
  onMoved,
  onFailed,
}: {
  order: OrderDto;
  onMoved: (order: OrderDto) => void;
  onFailed: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const moves = useMoveNames();
  const names = useOrderStatusNames();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState<OrderStatus | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<OrderStatus | null>(null);
  const next = deskMoves(order);

  const move = async (to: OrderStatus) => {
    setConfirming(null);
    setBusy(to);
    setFailure(null);
    setDone(null);
    try {
      const answer = await moveDeskOrder(order.id, to, note.trim());
      setNote('');
      setDone(to);
      onMoved(answer);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setFailure({
        kind: (apiError && failureKinds[apiError.code]) || 'other',
        message: apiError?.message ?? String(error),
      });
      onFailed();
    } finally {
      setBusy(null);
    }
  };

  const effectText = (to: OrderStatus) => {
    const effect = moveEffect(order, to);
    if (effect === 'capture') return t`Shipping captures the Vipps payment.`;
    if (effect === 'refund') return t`Cancelling refunds the payment.`;
    if (effect === 'release') return t`Cancelling releases the amount Vipps approved.`;
    return null;
  };

  return (
    <AccountCard title={t`Next step`} testId="desk-moves">
      {order.payment.problem && (
        <div className="mb-4">
          <PaymentProblemNote problem={order.payment.problem} viewer="staff" />
        </div>
      )}
      {order.payment.method === 'vipps' && order.status === 'PENDING' && (
        <p className="mb-4 text-sm text-ink-soft" data-testid="desk-paid-by-vipps">
          <Trans>A Vipps order becomes paid when Vipps approves the payment, not by hand.</Trans>
        </p>
      )}
      {next.length === 0 ? (
        <p className="text-sm text-ink-soft" data-testid="desk-final">
          <Trans>This order is {names[order.status]}: it cannot move any further.</Trans>
        </p>
      ) : (
        <>
          <div className="mb-4">
            <label htmlFor={noteId} className="mb-1 block text-sm font-medium text-ink">
              {t`Note for the history (optional)`}
            </label>
            <textarea
              id={noteId}
              className="input min-h-16"
              value={note}
              maxLength={500}
              dir="auto"
              onChange={(event) => setNote(event.target.value)}
            />
            <p className="mt-1 text-xs text-ink-soft">
              <Trans>The customer sees the note in the order's history and in the email about it.</Trans>
            </p>
          </div>
          <ul className="flex flex-wrap gap-3">
            {next.map((to) => {
              const effect = effectText(to);
              const effectId = `${noteId}-${to}`;
              return (
                <li key={to} className="flex max-w-xs flex-col gap-1">
                  <button
                    type="button"
                    className={needsConfirming(to) ? dangerButton : 'btn-primary'}
                    disabled={busy !== null || !online}
                    aria-describedby={effect ? effectId : undefined}
                    data-testid={`desk-move-${to}`}
                    onClick={() => (needsConfirming(to) ? setConfirming(to) : move(to))}
                  >
                    {busy === to ? t`Saving…` : moves[to]}
                  </button>
                  {effect && (
                    <span id={effectId} className="text-xs text-ink-soft" data-testid={`desk-effect-${to}`}>
                      {effect}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div aria-live="polite">
        {done && (
          <p className="mt-4 text-sm text-green-800" data-testid="desk-moved">
            <Trans>The order is now {names[done]}.</Trans>
          </p>
        )}
      </div>
      {failure && (
        <div
          role="alert"
          className="mt-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="desk-move-failed"
          data-kind={failure.kind}
        >
          <p className="font-semibold">
            {failure.kind === 'moved-on' ? (
              <Trans>The order could not be moved: it has changed meanwhile. It has been read again.</Trans>
            ) : failure.kind === 'payment' ? (
              <Trans>The payment provider did not accept the change, so the order was not moved.</Trans>
            ) : failure.kind === 'not-approved' ? (
              <Trans>Nothing approved at Vipps to capture, so the order was not shipped.</Trans>
            ) : (
              <Trans>The order could not be moved.</Trans>
            )}
          </p>
          <p>{failure.message}</p>
        </div>
      )}
      <ConfirmCancel
        open={confirming !== null}
        refund={confirming !== null && moveEffect(order, confirming) === 'refund'}
        number={order.number}
        onConfirm={() => confirming && move(confirming)}
        onClose={() => setConfirming(null)}
      />
    </AccountCard>
  );
}

function ConfirmCancel({
  open,
  refund,
  number,
  onConfirm,
  onClose,
}: {
  open: boolean;
  refund: boolean;
  number: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" data-testid="desk-confirm">
          <DialogTitle as="h2" className="mb-2 text-lg font-semibold text-ink">
            <Trans>
              Cancel order <span dir="ltr">{number}</span>?
            </Trans>
          </DialogTitle>
          <p className="text-sm text-ink">
            {refund ? (
              <Trans>The order is paid: cancelling refunds the payment. This cannot be undone.</Trans>
            ) : (
              <Trans>This cannot be undone.</Trans>
            )}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-ghost border border-gray-300"
              onClick={onClose}
              data-testid="desk-confirm-keep"
            >
              <Trans>Keep the order</Trans>
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={onConfirm}
              data-testid="desk-confirm-cancel"
            >
              <Trans>Cancel the order</Trans>
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
