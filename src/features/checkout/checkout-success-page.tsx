import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fetchOrderByToken } from '../../api/checkout';
import { WifiOffIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { readEntry, retry } from '../../db/outbox';
import type { OrderRecord } from '../../db/types';
import { keepOrder, readOrderRecord } from '../../db/waiting-orders';
import { limitedUntil } from '../../domain/outbox-policy';
import { useDatabase } from '../../lib/database';
import { requestDrain } from '../../lib/request-drain';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { useRefusalText } from './checkout-texts';
import { OrderDetails, PlacedOrder } from './order-details';
import { ClockIcon, useLimitedText } from './order-wait';
import { VippsPayment } from './vipps-payment';

/**
 * /checkout/{token}: the placed order (number, lines, totals, addresses, payment), read from this device when it
 * has it (offline too), else from the server. `local:<key>`: an order placed here that still waits for the network
 * (or was refused); it turns into the placed order when the server has it.
 */
export function CheckoutSuccessPage({ token }: { token: string }) {
  const db = useDatabase();
  const online = useOnline();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const record = useLiveQuery(async () => (await readOrderRecord(db, token)) ?? null, [db, token]);
  const [missing, setMissing] = useState(false);
  const local = token.startsWith('local:');

  // Not on this device (a link opened elsewhere): ask the server, and keep the answer for offline.
  useEffect(() => {
    if (record !== null || local || !online) return;
    fetchOrderByToken(token)
      .then((order) => keepOrder(db, order, user?._id ?? null))
      .catch(() => setMissing(true));
  }, [record, local, online, token, db, user?._id]);

  // Placed while this page showed it waiting: its address is the order's token from now on.
  const placedToken = record?.state === 'placed' ? record.order?.token : undefined;
  useEffect(() => {
    if (local && placedToken) navigate(`/checkout/${placedToken}`, { replace: true });
  }, [local, placedToken, navigate]);

  return (
    <>
      <PageHeader title={<Trans>Your order</Trans>} />
      <div className="container pb-16" data-testid="checkout-success">
        {record === undefined || (record === null && !missing && !local && online) ? (
          <div className="h-64 animate-pulse rounded-lg bg-white shadow-sm" aria-busy="true" />
        ) : record === null ? (
          <NotFound offline={!online} />
        ) : record.state === 'placed' && record.order ? (
          <div className="space-y-6">
            {record.order.payment.method === 'vipps' && <VippsPayment record={record} order={record.order} />}
            <PlacedOrder order={record.order} />
          </div>
        ) : record.state === 'failed' ? (
          <Refused record={record} />
        ) : (
          <Waiting record={record} />
        )}
      </div>
    </>
  );
}

function NotFound({ offline }: { offline: boolean }) {
  return (
    <div className="rounded-lg bg-white p-8 text-center shadow-sm" data-testid="order-not-found">
      <h2 className="text-lg font-semibold text-ink">
        {offline ? <Trans>You are offline</Trans> : <Trans>Order not found</Trans>}
      </h2>
      <p className="mt-2 text-ink-soft">
        {offline ? (
          <Trans>This order is not on this device. Open the page again when you are online.</Trans>
        ) : (
          <Trans>The link may be wrong or out of date.</Trans>
        )}
      </p>
      <Link href="/" className="btn-primary mt-6">
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}

function Waiting({ record }: { record: OrderRecord }) {
  const { t } = useLingui();
  const db = useDatabase();
  const online = useOnline();
  const refusal = useRefusalText();
  const limitedText = useLimitedText();
  const entry = useLiveQuery(
    async () => (record.outboxId === undefined ? null : ((await readEntry(db, record.outboxId)) ?? null)),
    [db, record.outboxId],
  );
  const stuck = entry?.state === 'failed' ? entry.lastError : undefined;
  // The shop asked this order to wait (its order limit): it goes out by itself at the time named, not sooner.
  const until = entry ? limitedUntil(entry) : null;
  const Icon = until ? ClockIcon : WifiOffIcon;
  return (
    <div className="space-y-6" data-testid="order-waiting">
      <div className="flex gap-4 rounded-lg border border-amber-300 bg-amber-50 p-5 text-ink" role="status">
        <Icon width={28} height={28} className="mt-1 shrink-0" aria-hidden="true" />
        <div>
          <h2 className="text-xl font-bold">{t`Your order is waiting to be sent`}</h2>
          <p className="mt-1" data-testid={until ? 'order-limited' : undefined}>
            {until
              ? limitedText(until)
              : online
                ? t`It is being sent to the shop now.`
                : t`It will be placed when you are online. You can close the app: the order is kept on this device and sent once.`}
          </p>
          {stuck && (
            <div className="mt-3">
              <p className="font-medium">{refusal(stuck)}</p>
              <button
                type="button"
                className="btn-primary mt-2"
                onClick={() => {
                  if (entry) void retry(db, entry.id).then(() => requestDrain());
                }}
              >
                {t`Try again`}
              </button>
            </div>
          )}
        </div>
      </div>
      <OrderDetails record={record} />
    </div>
  );
}

function Refused({ record }: { record: OrderRecord }) {
  const { t } = useLingui();
  const refusal = useRefusalText();
  return (
    <div className="space-y-6" data-testid="order-refused">
      <div className="rounded-lg border border-brand bg-brand-light p-5 text-ink" role="alert">
        <h2 className="text-xl font-bold">{t`Your order was not placed`}</h2>
        {record.error && <p className="mt-1">{refusal(record.error)}</p>}
        <p className="mt-1">{t`The items are back in your cart. Check them and place the order again.`}</p>
        <Link href="/checkout" className="btn-primary mt-3">
          {t`Go to checkout`}
        </Link>
      </div>
      <OrderDetails record={record} />
    </div>
  );
}
