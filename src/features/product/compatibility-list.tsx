import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { FittingVehicle } from '../../domain/product';

/** YYYYMM → 'MM.YYYY', as the catalogue's production windows are read in Norway. */
const month = (yyyymm: number) => `${String(yyyymm % 100).padStart(2, '0')}.${Math.floor(yyyymm / 100)}`;

/** Rows shown before "Show all": the list can hold 100 vehicles. */
const collapsedRows = 12;

/** The vehicles the article is linked to (the first 100 of `total`), the first dozen until asked for all. */
export function CompatibilityList({ total, vehicles }: { total: number; vehicles: FittingVehicle[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = vehicles.length;
  const visible = expanded ? vehicles : vehicles.slice(0, collapsedRows);
  return (
    <div className="text-sm">
      {total > shown && (
        <p className="mb-2 text-ink-soft">
          <Trans>
            The first {shown} of {total} vehicles
          </Trans>
        </p>
      )}
      <ul className="grid gap-x-6 sm:grid-cols-2" data-testid="compatibility">
        {visible.map((vehicle) => (
          <li key={vehicle.carId} className="flex justify-between gap-3 border-b border-gray-100 py-1.5">
            <span className="text-ink">
              {vehicle.manuName} {vehicle.modelname} {vehicle.typeName}
            </span>
            <span className="shrink-0 text-ink-soft" dir="ltr">
              {month(vehicle.yearOfConstrFrom)}–{vehicle.yearOfConstrTo ? month(vehicle.yearOfConstrTo) : ''}
            </span>
          </li>
        ))}
      </ul>
      {shown > visible.length && (
        <button
          type="button"
          className="btn-ghost mt-2 px-2 text-brand"
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          <Trans>Show all {shown} vehicles</Trans>
        </button>
      )}
    </div>
  );
}
