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
  /**
   * 'radio' (the account's garage): a choice that stays on the page. 'button' (the picker): each row is a button
   * that chooses and is done, so arrow keys do not choose, as they would walking through radios.
   */
  pick?: 'radio' | 'button';
  /** Drawn under a vehicle (the account's garage: its offline parts). */
  extra?: (vehicle: GarageVehicle) => ReactNode;
};

const row = 'flex items-center gap-3 rounded border px-3 py-2';
const ring = (on: boolean) => (on ? 'border-brand bg-brand-light/40' : 'border-gray-200');

/** Saved vehicles to choose from, with 'All vehicles' first; each saved one can be removed. */
export function GarageList({ vehicles, chosen, onChoose, onRemoved, pick = 'radio', extra }: Props) {
  const { t } = useLingui();
  const garage = useGarageIntents();
  const choice = (id: number | null, label: ReactNode) => (
    <Choice pick={pick} on={chosen === id} onChoose={() => onChoose(id)}>
      {label}
    </Choice>
  );
  return (
    <fieldset className="flex flex-col gap-2" data-testid="garage-list">
      <legend className="mb-2 text-sm text-ink-soft">
        <Trans>Show parts for</Trans>
      </legend>
      <div className={`${row} ${ring(chosen === null)}`}>
        {choice(
          null,
          <span className="font-medium">
            <Trans>All vehicles</Trans>
          </span>,
        )}
      </div>
      {vehicles.map((vehicle) => (
        <div key={vehicle.id} className={`${row} ${ring(chosen === vehicle.id)} flex-wrap`}>
          {choice(
            vehicle.id,
            <span>
              <span className="block font-medium">{vehicleName(vehicle)}</span>
              {vehicle.year > 0 && <span className="text-sm text-ink-soft">{vehicle.year}</span>}
            </span>,
          )}
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

function Choice({
  pick,
  on,
  onChoose,
  children,
}: {
  pick: 'radio' | 'button';
  on: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  if (pick === 'button') {
    return (
      <button
        type="button"
        aria-pressed={on}
        className="flex flex-1 items-center gap-3 text-start focus-visible:(outline-2 outline-offset-4 outline-brand)"
        onClick={onChoose}
      >
        <span
          aria-hidden="true"
          className={`size-4 shrink-0 rounded-full border-2 ${on ? 'border-brand bg-brand shadow-[inset_0_0_0_2px_white]' : 'border-gray-400'}`}
        />
        {children}
      </button>
    );
  }
  return (
    <label className="flex flex-1 cursor-pointer items-center gap-3">
      <input type="radio" name="garage" className="accent-brand" checked={on} onChange={onChoose} />
      {children}
    </label>
  );
}
