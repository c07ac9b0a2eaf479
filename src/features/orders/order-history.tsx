import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderEvent } from '../../domain/checkout';
import { intlLocale, type Locale } from '../../domain/locale';
import { useLanguage } from '../../lib/use-language';
import { useOrderStatusNames } from '../checkout/checkout-texts';

/** Who reads the history: the customer sees "you" and "the shop"; staff see "the customer" and "staff". */
export type HistoryViewer = 'customer' | 'staff';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** An event's time in the reader's language, as the shop's clock in Oslo shows it. */
export function formatEventTime(at: string, locale: Locale): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Oslo',
    });
    formats.set(locale, format);
  }
  return format.format(date);
}

function useActorNames(viewer: HistoryViewer): Record<OrderEvent['actor'], string> {
  const { t } = useLingui();
  return viewer === 'customer'
    ? { customer: t`By you`, staff: t`By the shop`, system: t`Automatically` }
    : { customer: t`By the customer`, staff: t`By staff`, system: t`Automatically` };
}

/**
 * An order's status changes as a timeline, oldest first (the order the server sends), the latest marked as the
 * current step. Says who made each change only in kind — never a staff member's name.
 */
export function OrderHistory({
  events,
  viewer = 'customer',
}: {
  events: readonly OrderEvent[];
  viewer?: HistoryViewer;
}) {
  const { locale } = useLanguage();
  const names = useOrderStatusNames();
  const actors = useActorNames(viewer);
  if (events.length === 0) {
    return (
      <p className="text-sm text-ink-soft" data-testid="order-history">
        <Trans>No changes recorded yet.</Trans>
      </p>
    );
  }
  const last = events.length - 1;
  return (
    <ol className="relative ms-2 border-s-2 border-gray-200" data-testid="order-history">
      {events.map((event, index) => (
        <li
          key={`${event.at}-${event.to}`}
          className="relative pb-4 ps-5 last:pb-0"
          aria-current={index === last ? 'step' : undefined}
          data-testid="order-event"
          data-status={event.to}
          data-actor={event.actor}
        >
          <span
            aria-hidden="true"
            className={`absolute -start-[7px] top-1.5 h-3 w-3 rounded-full border-2 border-white ${
              index === last ? 'bg-brand' : 'bg-gray-400'
            }`}
          />
          <p className="text-sm font-semibold text-ink">
            {event.from === null ? <Trans>Order placed</Trans> : names[event.to]}
          </p>
          <p className="text-xs text-ink-soft">
            <time dateTime={event.at}>{formatEventTime(event.at, locale)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span data-testid="event-actor">{actors[event.actor]}</span>
          </p>
          {/* The note keeps its own direction but the page's alignment (a Latin note in Arabic stays by its event). */}
          {event.note && (
            <p className="mt-1 text-sm text-ink">
              <bdi>{event.note}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
