import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

/** One filter of the sidebar: a title that folds its widget away (native details, no script needed). */
export function FacetSection({
  slug,
  title,
  children,
}: {
  slug: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <details
      open
      className="group border-b border-gray-200 py-3 last:border-b-0"
      data-testid={`filter-${slug}`}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded font-semibold text-ink [&::-webkit-details-marker]:hidden focus-visible:(outline-2 outline-brand)">
        <h3>{title}</h3>
        <ChevronDownIcon
          width={16}
          height={16}
          className="text-ink-soft transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pt-3 text-sm">{children}</div>
    </details>
  );
}

/** A count beside a filter value (counted with the other filters applied). */
export function Count({ n }: { n: number }) {
  // Read as "Bosch (409)": the visible number alone would run into the name.
  return (
    <span className="ms-auto ps-2 text-xs tabular-nums text-ink-soft">
      <span className="sr-only">({n})</span>
      <span aria-hidden="true">{n}</span>
    </span>
  );
}
