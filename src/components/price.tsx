import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '../domain/money';
import { useLanguage } from '../lib/use-language';

/** Price in kr; a discount (already only when below the price) shows as the new price with the old struck. */
export function Price({ price, discount }: { price: number; discount: number | null }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  // Amounts read left to right in every language ("449 kr", also inside Arabic text).
  if (discount === null)
    return (
      <span className="font-bold text-ink" dir="ltr">
        {formatPrice(price, { locale })}
      </span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-brand-dark">
        <span className="sr-only">{t`Sale price`} </span>
        <span dir="ltr">{formatPrice(discount, { locale })}</span>
      </span>
      <del className="text-sm text-ink-soft">
        <span className="sr-only">{t`Was`} </span>
        <span dir="ltr">{formatPrice(price, { locale })}</span>
      </del>
    </span>
  );
}
