// Signing out on a device that holds the account's cart or writes not yet sent: the user chooses to send them first
// or to remove them with the rest of the account's things (sign-out.machine.ts). Nothing to ask about: the sign-out
// goes ahead without a dialog.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type AccountOnDevice,
  readAccountOnDevice,
  removeAccountFromDevice,
  watchAccountOnDevice,
} from '../../db/account-on-device';
import type { AppDB } from '../../db/schema';
import { useDatabase } from '../../lib/database';
import { requestDrain } from '../../lib/request-drain';
import { useOnline } from '../../lib/use-online';
import { type DeviceHolds, signOutMachine } from '../../machines/sign-out.machine';

/** Asks the outbox to send now and resolves once none of the account's writes waits (or `signal` aborts). */
function waitUntilSent(db: AppDB, userId: string, signal: AbortSignal): Promise<AccountOnDevice> {
  void requestDrain().catch(() => undefined);
  return new Promise((resolve) => {
    const stop = watchAccountOnDevice(db, userId, (found) => {
      if (found.unsent > 0) return;
      stop();
      resolve(found);
    });
    signal.addEventListener('abort', () => stop());
  });
}

type Props = { userId: string; proceed: () => void; onClose: () => void };

export function SignOutDialog({ userId, proceed, onClose }: Props) {
  const db = useDatabase();
  const [machine] = useState(() =>
    signOutMachine.provide({
      actors: {
        inspect: fromPromise(() => readAccountOnDevice(db, userId)),
        waitForSent: fromPromise(({ signal }) => waitUntilSent(db, userId, signal)),
        leave: fromPromise(async ({ input }) => {
          const removal = await removeAccountFromDevice(db, userId, input);
          if (removal === 'removed') proceed();
          return removal;
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const finished = state.matches('done') || state.matches('cancelled');
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  // Opened only once there is something to ask: a device holding nothing signs out without a dialog.
  const [asked, setAsked] = useState(false);
  const asking = state.matches('asking');
  useEffect(() => {
    if (asking) setAsked(true);
  }, [asking]);
  const live = useLiveQuery(() => readAccountOnDevice(db, userId), [db, userId]);
  const holds: DeviceHolds | null = live ?? state.context.holds;
  const sending = state.matches('sending');
  const leaving = state.matches('leaving');

  return (
    <Dialog
      open={asked && !finished}
      onClose={() => (leaving ? undefined : send({ type: 'signOut.cancel' }))}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="w-full max-w-lg rounded-lg bg-white p-6 text-start shadow-xl"
          data-testid="sign-out-dialog"
        >
          <DialogTitle as="h2" className="mb-3 text-lg font-semibold text-ink">
            <Trans>Sign out of this device</Trans>
          </DialogTitle>
          {holds && <WhatIsHeld holds={holds} />}
          <Notices notice={state.context.notice} failure={state.context.failure} />
          {sending && holds && <SendingStatus holds={holds} />}
          <Choices
            holds={holds}
            sending={sending}
            leaving={leaving}
            onSendFirst={() => send({ type: 'signOut.sendFirst' })}
            onNow={() => send({ type: 'signOut.now' })}
            onConfirm={() => send({ type: 'signOut.confirm' })}
            onCancel={() => send({ type: 'signOut.cancel' })}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function WhatIsHeld({ holds }: { holds: DeviceHolds }) {
  return (
    <div className="space-y-2 text-sm text-ink">
      {holds.waitingOrders > 0 ? (
        <p data-testid="sign-out-orders">
          <Plural
            value={holds.waitingOrders}
            one="# order placed on this device has not reached the shop yet."
            other="# orders placed on this device have not reached the shop yet."
          />
        </p>
      ) : (
        holds.unsent > 0 && (
          <p data-testid="sign-out-changes">
            <Trans>Some changes to your account have not been saved with it yet.</Trans>
          </p>
        )
      )}
      {holds.cartLines > 0 && (
        <p data-testid="sign-out-cart">
          <Plural
            value={holds.cartLines}
            one="Your cart (# item) stays with your account as it was last saved, and is removed from this device."
            other="Your cart (# items) stays with your account as it was last saved, and is removed from this device."
          />
        </p>
      )}
      <p className="text-ink-soft">
        <Trans>After you sign out, this device shows none of your orders, addresses or vehicles.</Trans>
      </p>
    </div>
  );
}

function Notices({
  notice,
  failure,
}: {
  notice: string | null;
  failure: { code: string; message: string } | null;
}) {
  const { t } = useLingui();
  const text =
    notice === 'ORDER_REFUSED'
      ? t`The shop refused an order, so it was not placed. Its items were put back in your cart; your orders page says why.`
      : notice === 'STILL_WAITING'
        ? t`Something new is waiting to be sent from this device. Choose again.`
        : failure
          ? t`Signing out did not finish. Please try again.`
          : null;
  if (!text) return null;
  return (
    <p
      role="alert"
      className="mt-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {text}
    </p>
  );
}

function SendingStatus({ holds }: { holds: DeviceHolds }) {
  const online = useOnline();
  return (
    <p
      role="status"
      className="mt-3 rounded bg-gray-100 px-3 py-2 text-sm text-ink"
      data-testid="sign-out-sending"
    >
      {online ? (
        <Trans>Sending… You are signed out as soon as everything has reached the shop.</Trans>
      ) : (
        <Trans>
          This device is offline. What is waiting is sent when it is back online, and you are signed out then.
        </Trans>
      )}{' '}
      {holds.waitingOrders > 0 && (
        <Plural value={holds.waitingOrders} one="# order left to send." other="# orders left to send." />
      )}
    </p>
  );
}

function Choices({
  holds,
  sending,
  leaving,
  onSendFirst,
  onNow,
  onConfirm,
  onCancel,
}: {
  holds: DeviceHolds | null;
  sending: boolean;
  leaving: boolean;
  onSendFirst: () => void;
  onNow: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const orders = (holds?.waitingOrders ?? 0) > 0;
  const unsent = (holds?.unsent ?? 0) > 0;
  return (
    <div className="mt-6 flex flex-col gap-3">
      {unsent && orders && (
        <p className="text-sm font-medium text-brand-dark" data-testid="sign-out-loss">
          <Trans>
            If you sign out without sending them, the unsent orders are lost: the shop never gets them.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-ghost border border-gray-300"
          disabled={leaving}
          onClick={onCancel}
        >
          <Trans>Stay signed in</Trans>
        </button>
        {unsent ? (
          <>
            <button
              type="button"
              className="btn border border-brand bg-white text-brand-dark hover:bg-red-50"
              disabled={leaving}
              onClick={onNow}
            >
              {orders ? (
                <Trans>Sign out and delete the unsent orders</Trans>
              ) : (
                <Trans>Sign out without saving the changes</Trans>
              )}
            </button>
            {!sending && (
              <button type="button" className="btn-primary" disabled={leaving} onClick={onSendFirst}>
                {orders ? (
                  <Trans>Send the orders first, then sign out</Trans>
                ) : (
                  <Trans>Save the changes first, then sign out</Trans>
                )}
              </button>
            )}
          </>
        ) : (
          <button type="button" className="btn-primary" disabled={leaving} onClick={onConfirm}>
            <Trans>Sign out</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
