import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../components/icons';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../lib/use-language';

/**
 * Shown on a list or product page answered from an offline parts pack: the prices are as the pack saved them
 * (`pricedAt`, the server's clock in ms); the checkout asks the server for today's.
 */
export function PricesSavedNote({ pricedAt }: { pricedAt: number }) {
  const { locale } = useLanguage();
  const day = new Date(pricedAt);
  const date = formatDate(
    `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
    locale,
  );
  return (
    <p
      role="status"
      data-testid="prices-saved-note"
      className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <WifiOffIcon width={18} height={18} />
      <Trans>Prices as saved on {date}</Trans>
    </p>
  );
}
