import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../components/icons';
import type { OrderStatus } from '../../domain/order';
import { useOrderStatusNames } from '../checkout/checkout-texts';

const tones: Record<OrderStatus, string> = {
  PENDING: 'border-amber-300 bg-amber-50 text-amber-900',
  PAID: 'border-teal-300 bg-teal-50 text-teal-900',
  SHIPPED: 'border-sky-300 bg-sky-50 text-sky-900',
  COMPLETED: 'border-green-300 bg-green-50 text-green-900',
  CANCELLED: 'border-gray-300 bg-gray-100 text-gray-800',
};

const badge =
  'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/** An order's status (PENDING, PAID, SHIPPED, COMPLETED, CANCELLED) in words and colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const names = useOrderStatusNames();
  return (
    <span className={`${badge} ${tones[status]}`} data-testid="order-status" data-status={status}>
      {names[status]}
    </span>
  );
}

/** An order of this device the server does not have: still waiting for the network, or refused. */
export function DeviceOrderBadge({ state }: { state: 'waiting' | 'failed' | 'placed' }) {
  if (state === 'failed') {
    return (
      <span
        className={`${badge} border-red-300 bg-red-50 text-red-900`}
        data-testid="order-status"
        data-status="failed"
      >
        <Trans>Not placed</Trans>
      </span>
    );
  }
  if (state === 'placed') {
    return (
      <span className={`${badge} ${tones.PENDING}`} data-testid="order-status" data-status="placed">
        <Trans>Placed</Trans>
      </span>
    );
  }
  return (
    <span
      className={`${badge} border-gray-300 bg-gray-50 text-ink`}
      data-testid="order-status"
      data-status="waiting"
    >
      <WifiOffIcon width={12} height={12} aria-hidden="true" />
      <Trans>Waiting for network</Trans>
    </span>
  );
}
