import type { Filter } from '../../../api/products';
import { type Discount, type ListState, toggleFilterValue, withFilter } from '../../../domain/product-list';
import { swatches, useFilterLabels } from './filter-labels';
import { OptionList } from './option-list';

export type Go = (next: ListState) => void;
/** The list's address in another state. */
export type HrefFor = (next: ListState) => string;
type ItemsFacet = Extract<Filter, { items: unknown }>;
/** What every facet with a list of values gets: its answer, the list's state and how to change it. */
export type FacetProps = { facet: ItemsFacet; state: ListState; go: Go; hrefFor: HrefFor; title: string };

/** An option list's change: to the state `next` gives for a value, by the app or as a plain link. */
export const toggles = (go: Go, hrefFor: HrefFor, next: (value: string) => ListState) => ({
  onToggle: (value: string) => go(next(value)),
  hrefOf: (value: string) => hrefFor(next(value)),
});

/** The chosen values missing from the server's items (no parts left with them) still show, to be turned off. */
const withChosen = (facet: ItemsFacet, chosen: string[]) => [
  ...facet.items,
  ...chosen
    .filter((slug) => !facet.items.some((i) => i.slug === slug))
    .map((slug) => ({ slug, name: slug, count: 0 })),
];

/** Brand: check boxes with counts. */
export function CheckFacet({ facet, state, go, hrefFor, title }: FacetProps) {
  const chosen = state.filters.brand ?? [];
  return (
    <OptionList
      legend={title}
      options={withChosen(facet, chosen).map((item) => ({
        value: item.slug,
        label: <span className="min-w-0 truncate">{item.name}</span>,
        count: item.count,
        checked: chosen.includes(item.slug),
      }))}
      {...toggles(go, hrefFor, (slug) => toggleFilterValue(state, 'brand', slug))}
    />
  );
}

/** Colour (type color): a swatch and the colour's name. */
export function ColorFacet({ facet, state, go, hrefFor, title }: FacetProps) {
  const { colour } = useFilterLabels();
  const chosen = state.filters.color ?? [];
  return (
    <OptionList
      legend={title}
      options={withChosen(facet, chosen).map((item) => ({
        value: item.slug,
        label: (
          <>
            <Swatch slug={item.slug} />
            {colour(item.slug)}
          </>
        ),
        count: item.count,
        checked: chosen.includes(item.slug),
      }))}
      {...toggles(go, hrefFor, (slug) => toggleFilterValue(state, 'color', slug))}
    />
  );
}

function Swatch({ slug }: { slug: string }) {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 shrink-0 rounded-full border border-gray-300 shadow-inner"
      style={{ background: swatchOf(slug) }}
    />
  );
}

const swatchOf = (slug: string) => swatches[slug] ?? 'linear-gradient(135deg, #eee, #999)';

/** Discount (type radio): any, yes, no; "any" is the same as no filter. */
export function RadioFacet({ facet, state, go, hrefFor, title }: FacetProps) {
  const { discountNames } = useFilterLabels();
  const current = state.filters.discount ?? 'any';
  return (
    <OptionList
      type="radio"
      legend={title}
      options={facet.items.map((item) => ({
        value: item.slug,
        label: discountNames[item.slug as Discount] ?? item.name,
        count: item.count,
        checked: current === item.slug,
      }))}
      {...toggles(go, hrefFor, (slug) =>
        withFilter(state, 'discount', slug === 'any' ? undefined : (slug as Discount)),
      )}
    />
  );
}
