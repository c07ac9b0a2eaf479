import { Rating } from '../../../components/rating';
import { toggleFilterValue } from '../../../domain/product-list';
import { useFilterLabels } from './filter-labels';
import { type FacetProps, toggles } from './list-facets';
import { OptionList } from './option-list';

/** Rating (type rating): 5 … 1 stars, each with the number of parts rated so (rounded). */
export function RatingFacet({ facet, state, go, hrefFor, title }: FacetProps) {
  const { stars } = useFilterLabels();
  const chosen = state.filters.rating ?? [];
  return (
    <OptionList
      legend={title}
      options={facet.items.map((item) => {
        const n = Number(item.slug);
        return {
          value: item.slug,
          label: (
            <>
              <span aria-hidden="true" className="inline-flex">
                <Rating rating={n} />
              </span>
              <span className="sr-only">{stars(n)}</span>
            </>
          ),
          count: item.count,
          checked: chosen.includes(n),
        };
      })}
      {...toggles(go, hrefFor, (slug) => toggleFilterValue(state, 'rating', Number(slug)))}
    />
  );
}
