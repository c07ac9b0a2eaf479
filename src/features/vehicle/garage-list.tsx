import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';
import type { GarageVehicle } from '../../domain/vehicle';
import { useGarageIntents, vehicleName } from './garage-vehicle';

type Props = {
  vehicles: GarageVehicle[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  onRemoved: (id: number) => void;
  /** Drawn under a vehicle (the account's garage: its offline parts). */
  extra?: (vehicle: GarageVehicle) => ReactNode;
};

/** Saved vehicles as a radio choice with 'All vehicles' first; each saved one can be removed. */
export function GarageList({ vehicles, chosen, onChoose, onRemoved, extra }: Props) {
  const { t } = useLingui();
  const garage = useGarageIntents();
  const row = 'flex items-center gap-3 rounded border px-3 py-2';
  const ring = (on: boolean) => (on ? 'border-brand bg-brand-light/40' : 'border-gray-200');
  return (
    <fieldset className="flex flex-col gap-2" data-testid="garage-list">
      <legend className="mb-2 text-sm text-ink-soft">
        <Trans>Show parts for</Trans>
      </legend>
      <label className={`${row} ${ring(chosen === null)} cursor-pointer`}>
        <input
          type="radio"
          name="garage"
          className="accent-brand"
          checked={chosen === null}
          onChange={() => onChoose(null)}
        />
        <span className="font-medium">
          <Trans>All vehicles</Trans>
        </span>
      </label>
      {vehicles.map((vehicle) => (
        <div key={vehicle.id} className={`${row} ${ring(chosen === vehicle.id)} flex-wrap`}>
          <label className="flex flex-1 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="garage"
              className="accent-brand"
              checked={chosen === vehicle.id}
              onChange={() => onChoose(vehicle.id)}
            />
            <span>
              <span className="block font-medium">{vehicleName(vehicle)}</span>
              {vehicle.year > 0 && <span className="text-sm text-ink-soft">{vehicle.year}</span>}
            </span>
          </label>
          <button
            type="button"
            className="rounded p-1.5 text-ink-soft hover:bg-gray-100 hover:text-brand-dark"
            aria-label={t`Remove ${vehicleName(vehicle)}`}
            onClick={async () => {
              await garage.forget(vehicle.id);
              onRemoved(vehicle.id);
            }}
          >
            <CloseIcon width={16} height={16} />
          </button>
          {extra && <div className="basis-full">{extra(vehicle)}</div>}
        </div>
      ))}
    </fieldset>
  );
}
