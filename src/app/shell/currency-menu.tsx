import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../components/icons';
import { type CurrencyCode, currencyMarks, isCurrencyCode } from '../../domain/currency';
import { chooseCurrency, useCurrency } from '../../lib/currency';
import { useCurrencyNames } from '../../lib/currency-names';

/** The currencies to offer: those the shop has rates for (NOK alone until they are known). */
function useOffered(): CurrencyCode[] {
  return useCurrency()
    .currencies.map((currency) => currency.code)
    .filter(isCurrencyCode);
}

/**
 * Top bar currency menu, beside the language menu: the prices are shown in the chosen currency; what is
 * charged stays NOK. The choice is kept on this device.
 */
export function CurrencyMenu() {
  const { t } = useLingui();
  const { chosen } = useCurrency();
  const names = useCurrencyNames();
  const offered = useOffered();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-1.5 rounded px-2 py-1 text-sm text-white/90 hover:bg-white/10"
        aria-label={t`Currency: ${chosen}`}
        data-testid="currency-menu"
      >
        <span aria-hidden="true" className="font-semibold">
          {currencyMarks[chosen].symbol}
        </span>
        <span>{chosen}</span>
        <ChevronDownIcon width={14} height={14} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 min-w-52 rounded bg-white py-1 text-ink shadow-lg ring-1 ring-black/10 focus:outline-none"
      >
        {offered.map((code) => (
          <MenuItem key={code}>
            <button
              type="button"
              onClick={() => chooseCurrency(code)}
              aria-current={code === chosen ? 'true' : undefined}
              data-currency={code}
              className={`flex w-full items-center justify-between gap-4 px-4 py-2 text-start text-sm data-[focus]:bg-gray-100 ${code === chosen ? 'font-bold' : ''}`}
            >
              <span>{names[code]}</span>
              <span dir="ltr" className="text-ink-soft">
                {code}
              </span>
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** The mobile menu's currency panel: one row per currency, the chosen one marked. */
export function CurrencyPanel({ rowClass }: { rowClass: string }) {
  const { chosen } = useCurrency();
  const names = useCurrencyNames();
  return (
    <ul data-testid="currency-panel">
      {useOffered().map((code) => (
        <li key={code}>
          <button
            type="button"
            className={rowClass}
            aria-pressed={code === chosen}
            data-currency={code}
            onClick={() => chooseCurrency(code)}
          >
            <span>
              {names[code]}{' '}
              <span dir="ltr" className="text-ink-soft">
                {code}
              </span>
            </span>
            {code === chosen && <span className="h-2.5 w-2.5 rounded-full bg-brand" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
