import { useLingui } from '@lingui/react/macro';
import { chooseVatMode, useVatView, type VatMode } from '../lib/vat-view';

const tones = {
  light: {
    box: 'border-gray-300 bg-white',
    on: 'bg-brand-dark text-white',
    off: 'text-ink hover:bg-gray-100',
  },
  dark: { box: 'border-white/30', on: 'bg-white text-chrome-dark', off: 'text-white/90 hover:bg-white/10' },
};

/**
 * A business account's switch between prices ex. and incl. MVA (kept on the device: lib/vat-view.ts). Shows nothing
 * for any other account: their prices are incl. MVA, as charged.
 */
export function VatSwitch({
  tone = 'light',
  className = '',
}: {
  tone?: keyof typeof tones;
  className?: string;
}) {
  const { t } = useLingui();
  const { business, mode } = useVatView();
  if (!business) return null;
  const colours = tones[tone];
  const option = (value: VatMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      data-vat={value}
      onClick={() => chooseVatMode(value)}
      className={`px-2 py-0.5 ${mode === value ? `${colours.on} font-semibold` : colours.off}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset
      className={`inline-flex overflow-hidden rounded border text-xs ${colours.box} ${className}`}
      data-testid="vat-switch"
    >
      <legend className="sr-only">{t`Show prices`}</legend>
      {option('excl', t`excl. VAT`)}
      {option('incl', t`incl. VAT`)}
    </fieldset>
  );
}
