// Why an order of this device has not reached the shop yet when the shop itself asked it to wait: the shop limits
// orders just now (429), and the order goes out again at the time its Retry-After named. In the user's language;
// the success page, the account's order list and the sync panel show it the same way.
import { useLingui } from '@lingui/react/macro';
import { type IconProps, Svg } from '../../components/icons';

export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

/** The time a held-back order goes out again: the time of day, with the date when it is not today. */
function useRetryTime() {
  const { i18n } = useLingui();
  return (until: number, now = Date.now()) => {
    const at = new Date(until);
    const today = new Date(now).toDateString() === at.toDateString();
    return i18n.date(at, today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' });
  };
}

/** "The shop is limiting orders just now…" with when the order is sent again. */
export function useLimitedText() {
  const { t } = useLingui();
  const timeOf = useRetryTime();
  return (until: number): string => {
    const time = timeOf(until);
    return t`The shop is limiting orders just now. Your order is kept on this device and sent again at ${time}.`;
  };
}

/** The same for any other change waiting in the outbox (a message, a cart). */
export function useHeldBackText() {
  const { t } = useLingui();
  const timeOf = useRetryTime();
  return (until: number): string => {
    const time = timeOf(until);
    return t`The shop asked us to wait a little. This is sent again at ${time}.`;
  };
}
