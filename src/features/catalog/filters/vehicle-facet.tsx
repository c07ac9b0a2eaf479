import { Trans } from '@lingui/react/macro';
import { type ListState, removeFilterValue, withFilter } from '../../../domain/product-list';
import type { GarageVehicle } from '../../../domain/vehicle';
import { vehicleName } from './filter-labels';
import type { Go } from './list-facets';

/**
 * Vehicle: the vehicle the list is filtered by (from the URL or the garage) with a way to show parts for all
 * vehicles; when the garage vehicle was turned off, a way to turn it back on.
 */
export function VehicleFacet({
  carId,
  name,
  garage,
  state,
  go,
}: {
  carId: number | undefined;
  name: string;
  garage: GarageVehicle | null;
  state: ListState;
  go: Go;
}) {
  if (carId !== undefined) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p>
          <Trans>Parts that fit</Trans>{' '}
          <strong className="font-semibold text-ink">{name || `#${carId}`}</strong>
        </p>
        <button
          type="button"
          className="text-sm font-medium text-brand-dark hover:underline"
          onClick={() => go(removeFilterValue(state, { slug: 'vehicle', value: carId }))}
        >
          <Trans>Show parts for all vehicles</Trans>
        </button>
      </div>
    );
  }
  if (garage) {
    const garageName = vehicleName(undefined, garage, garage.id);
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-ink-soft">
          <Trans>Showing parts for all vehicles.</Trans>
        </p>
        <button
          type="button"
          className="text-start text-sm font-medium text-brand-dark hover:underline"
          onClick={() => go(withFilter(state, 'vehicle', undefined))}
        >
          <Trans>Only parts that fit {garageName}</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="text-ink-soft">
      <Trans>Choose your vehicle to see only the parts that fit it.</Trans>
    </p>
  );
}
