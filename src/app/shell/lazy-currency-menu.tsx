// The top bar's currency menu (Headless UI) loads after the first paint like the language menu; until then the
// chosen code shows as plain text in the same place.
import { memo, Suspense } from 'react';
import { ChevronDownIcon } from '../../components/icons';
import { currencyMarks } from '../../domain/currency';
import { useCurrency } from '../../lib/currency';
import { lazyNamed } from '../../lib/lazy-named';
import { desktopLayout } from './lazy-header-tools';

const CurrencyMenu = lazyNamed(() => import('./currency-menu'), 'CurrencyMenu', {
  media: desktopLayout,
  later: true,
});

export const LazyCurrencyMenu = memo(function LazyCurrencyMenu() {
  return (
    <Suspense fallback={<CurrencyCodeText />}>
      <CurrencyMenu />
    </Suspense>
  );
});

function CurrencyCodeText() {
  const { chosen } = useCurrency();
  return (
    <span className="flex items-center gap-1.5 px-2 py-1 text-sm text-white/90">
      <span aria-hidden="true" className="font-semibold">
        {currencyMarks[chosen].symbol}
      </span>
      {chosen}
      <ChevronDownIcon width={14} height={14} />
    </span>
  );
}
