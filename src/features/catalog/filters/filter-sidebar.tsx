import type { Filter } from '../../../api/products';
import type { ListState } from '../../../domain/product-list';
import type { GarageVehicle } from '../../../domain/vehicle';
import { CategoryFacet } from './category-facet';
import { FacetSection } from './facet-section';
import { useFilterLabels } from './filter-labels';
import { CheckFacet, ColorFacet, type Go, type HrefFor, RadioFacet } from './list-facets';
import { RangeFacet } from './range-facet';
import { RatingFacet } from './rating-facet';
import { VehicleFacet } from './vehicle-facet';

export type SidebarProps = {
  facets: Filter[] | null;
  state: ListState;
  go: Go;
  hrefFor: HrefFor;
  vehicle: { carId: number | undefined; name: string };
  garage: GarageVehicle | null;
};

/**
 * The filters of a list, built from the facets the server sent with it, in its order.
 * A facet with nothing to choose is left out. Until the first facets arrive, a skeleton.
 */
export function FilterSidebar({ facets, state, go, hrefFor, vehicle, garage }: SidebarProps) {
  const { title } = useFilterLabels();
  if (!facets) return <SidebarSkeleton />;
  return (
    <div className="flex flex-col">
      {facets.map((facet) => {
        // What every list of values gets besides its facet (list-facets.tsx FacetProps).
        const options = { state, go, hrefFor, title: title(facet.slug) };
        const section = (body: React.ReactNode) => (
          <FacetSection key={facet.slug} slug={facet.slug} title={title(facet.slug)}>
            {body}
          </FacetSection>
        );
        switch (facet.type) {
          case 'category':
            return facet.items.length > 0 && section(<CategoryFacet facet={facet} state={state} />);
          case 'vehicle':
            return section(
              <VehicleFacet
                carId={vehicle.carId}
                name={vehicle.name}
                garage={garage}
                state={state}
                go={go}
              />,
            );
          case 'range':
            return facet.max > 0 && section(<RangeFacet facet={facet} state={state} go={go} />);
          case 'check':
            return facet.items.length > 0 && section(<CheckFacet facet={facet} {...options} />);
          case 'color':
            return facet.items.length > 0 && section(<ColorFacet facet={facet} {...options} />);
          case 'radio':
            return section(<RadioFacet facet={facet} {...options} />);
          case 'rating':
            return section(<RatingFacet facet={facet} {...options} />);
          default:
            return null;
        }
      })}
    </div>
  );
}

function SidebarSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-6" aria-hidden="true">
      {[5, 3, 6, 3].map((rows, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="flex flex-col gap-2">
          <div className="h-4 w-1/2 rounded bg-gray-200" />
          {Array.from({ length: rows }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={j} className="h-3 w-5/6 rounded bg-gray-100" />
          ))}
        </div>
      ))}
    </div>
  );
}
