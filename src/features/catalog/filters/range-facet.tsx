import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Filter } from '../../../api/products';
import { clampRange, type ListState, withFilter } from '../../../domain/product-list';
import { useFilterLabels } from './filter-labels';
import type { Go } from './list-facets';

type RangeFilter = Extract<Filter, { type: 'range' }>;

/**
 * Price (type range): from and to in kroner, applied on leaving the two fields, on Enter or with the button, and
 * kept within the min–max the server says is available. The whole range is the same as no filter. Without a
 * price filter the fields are empty, the available min and max their placeholders: those change with the other
 * filters, and must not overwrite what is being typed.
 */
export function RangeFacet({ facet, state, go }: { facet: RangeFilter; state: ListState; go: Go }) {
  const { t } = useLingui();
  const id = useId();
  const available = useFilterLabels().priceRange([facet.min, facet.max]);
  const price = state.filters.price;
  const shown = (range?: [number, number]) => ({
    from: range ? String(range[0]) : '',
    to: range ? String(range[1]) : '',
    for: range?.join('-') ?? '',
  });
  const [typed, setTyped] = useState(() => shown(price));
  // The URL changed (a chip removed, reset all, back button): show its values, not what was typed before.
  if (typed.for !== (price?.join('-') ?? '')) setTyped(shown(price));

  const apply = () => {
    const next = clampRange(
      typed.from.trim() === '' ? facet.min : Number(typed.from),
      typed.to.trim() === '' ? facet.max : Number(typed.to),
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
      {/* Amounts read left to right in every language, with "kr" after them. */}
      <span className="relative" dir="ltr">
        <input
          id={`${id}-${which}`}
          type="number"
          inputMode="numeric"
          min={facet.min}
          max={facet.max}
          step={1}
          className="input pe-8 text-sm"
          value={typed[which]}
          placeholder={String(which === 'from' ? facet.min : facet.max)}
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
          kr
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
