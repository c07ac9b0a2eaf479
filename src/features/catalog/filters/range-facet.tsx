import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Filter } from '../../../api/products';
import { useShownCurrency } from '../../../components/price';
import { currencyMarks } from '../../../domain/currency';
import { rangeKroner, rangeUnits } from '../../../domain/money';
import { clampRange, type ListState, withFilter } from '../../../domain/product-list';
import { useFilterLabels } from './filter-labels';
import type { Go } from './list-facets';

type RangeFilter = Extract<Filter, { type: 'range' }>;

/**
 * Price (type range): from and to, applied on leaving the two fields, on Enter or with the button, and kept
 * within the min–max the server says is available. The whole range is the same as no filter. Without a price
 * filter the fields are empty, the available min and max their placeholders: those change with the other
 * filters, and must not overwrite what is being typed.
 *
 * The filter is NOK incl. MVA (in the address and on the server); the fields show it in the display currency (ex. MVA
 * for a business account that sees prices so), the lower
 * bound rounded down and the upper one up, and what is typed is taken back to whole kroner the same way. A field
 * left as it was shown keeps its kroner exactly (300 kr shows as 25 €, and 25 € is not 300 kr again).
 */
export function RangeFacet({ facet, state, go }: { facet: RangeFilter; state: ListState; go: Go }) {
  const { t } = useLingui();
  const id = useId();
  const available = useFilterLabels().priceRange([facet.min, facet.max]);
  // Ex. MVA for a business account that sees prices so: the rate then takes the MVA part off too.
  const { code, rate } = useShownCurrency();
  const price = state.filters.price;
  const [low, high] = rangeUnits([facet.min, facet.max], rate);
  const shown = (range?: [number, number]) => ({
    from: range ? String(rangeUnits(range, rate)[0]) : '',
    to: range ? String(rangeUnits(range, rate)[1]) : '',
    for: range ? `${range.join('-')}@${rate}` : `@${rate}`,
  });
  const [typed, setTyped] = useState(() => shown(price));
  // The URL or the currency changed (a chip removed, reset all, back button, another currency): show its values,
  // not what was typed before.
  if (typed.for !== shown(price).for) setTyped(shown(price));

  /** A field's kroner: as in the filter when it shows what it was given, else what is typed taken back to NOK. */
  const kroner = (which: 'from' | 'to', empty: number, current: number | undefined) => {
    const text = typed[which].trim();
    if (text === '') return empty;
    if (current !== undefined && text === shown(price)[which]) return current;
    const amount = Number(text);
    const [from, to] = rangeKroner([amount, amount], rate);
    return which === 'from' ? from : to;
  };

  const apply = () => {
    const next = clampRange(
      kroner('from', facet.min, price?.[0]),
      kroner('to', facet.max, price?.[1]),
      facet.min,
      facet.max,
    );
    const whole = next[0] === facet.min && next[1] === facet.max;
    setTyped({ ...shown(whole ? undefined : next), for: typed.for });
    if (whole ? !price : price && next[0] === price[0] && next[1] === price[1]) return;
    go(withFilter(state, 'price', whole ? undefined : next));
  };

  const field = (which: 'from' | 'to', label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className="text-xs text-ink-soft">
        {label}
      </label>
      {/* Amounts read left to right in every language, with the currency's mark after them. */}
      <span className="relative" dir="ltr">
        <input
          id={`${id}-${which}`}
          type="number"
          inputMode="numeric"
          min={low}
          max={high}
          step={1}
          className="input pe-8 text-sm"
          value={typed[which]}
          placeholder={String(which === 'from' ? low : high)}
          onChange={(event) => setTyped({ ...typed, [which]: event.target.value })}
          onBlur={(event) => {
            // From "from" to "to" (or to Apply) is one edit: ask for the list once, when the form is left.
            if (!event.currentTarget.form?.contains(event.relatedTarget as Node | null)) apply();
          }}
        />
        <span
          className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-xs text-ink-soft"
          aria-hidden="true"
        >
          {currencyMarks[code].mark}
        </span>
      </span>
    </div>
  );

  return (
    // noValidate: a value beyond min–max is clamped here, not refused by the browser's own check.
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex items-end gap-2">
        {field('from', t`From`)}
        <span className="pb-2 text-ink-soft" aria-hidden="true">
          –
        </span>
        {field('to', t`To`)}
      </div>
      <p className="text-xs text-ink-soft">
        <Trans>Available: {available}</Trans>
      </p>
      <button type="submit" className="btn-ghost self-start border border-gray-300 px-3 py-1 text-sm">
        <Trans>Apply</Trans>
      </button>
    </form>
  );
}
