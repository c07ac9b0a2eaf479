import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FoundVehicle } from '../../machines/vehicle-selector.machine';
import { GarageList } from './garage-list';
import { useGarageIntents, vehicleName } from './garage-vehicle';
import { useGarage } from './use-garage';
import { VehicleModal } from './vehicle-modal';
import { VehicleSelector } from './vehicle-selector';

/**
 * The vehicle picker modal: panel 'list' (saved vehicles, 'all vehicles', remove) or 'form' (the
 * vehicle selector). With no saved vehicle the form shows at once. Choosing in the list confirms the choice
 * (null = all vehicles) and closes; adding saves the vehicle, selects it and closes. The way back is the list
 * itself: the picker reopens on it, with the vehicle chosen before and 'all vehicles' one tap away.
 */
export function VehiclePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <VehicleModal open={open} onClose={onClose} title={t`Your vehicles`} testId="vehicle-picker">
      {open && <PickerBody onClose={onClose} />}
    </VehicleModal>
  );
}

function PickerBody({ onClose }: { onClose: () => void }) {
  const { vehicles, loaded } = useGarage();
  const garage = useGarageIntents();
  const [panel, setPanel] = useState<'list' | 'form'>('list');
  const current = vehicles.find((vehicle) => vehicle.current)?.id ?? null;

  if (!loaded) return <div className="h-40 animate-pulse rounded bg-gray-50" aria-busy="true" />;
  if (panel === 'form' || vehicles.length === 0) {
    return (
      // Saving a vehicle makes it the current one (db/garage.ts): it is chosen.
      <AddVehicleForm onBack={vehicles.length > 0 ? () => setPanel('list') : undefined} onAdded={onClose} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <GarageList
        vehicles={vehicles}
        chosen={current}
        pick="button"
        onChoose={async (id) => {
          await garage.choose(id);
          onClose();
        }}
        onRemoved={() => undefined}
      />
      <div>
        <button type="button" className="btn-ghost border border-gray-300" onClick={() => setPanel('form')}>
          <Trans>Add a vehicle</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The picker's add panel: the vehicle selector, saving the vehicle found (also used by /account/garage, where its
 * heading is the page's second level).
 */
export function AddVehicleForm({
  onBack,
  onAdded,
  heading: Heading = 'h3',
}: {
  onBack?: () => void;
  onAdded: (id: number) => void;
  heading?: 'h2' | 'h3';
}) {
  const garage = useGarageIntents();
  const [found, setFound] = useState<FoundVehicle | null>(null);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!found) return;
        await garage.save(found);
        onAdded(found.vehicle.carId);
      }}
    >
      <Heading className="font-semibold">
        <Trans>Add a vehicle</Trans>
      </Heading>
      <VehicleSelector onChange={setFound} />
      {found && (
        <p className="rounded bg-gray-50 px-3 py-2 text-sm" aria-live="polite">
          <Trans>Chosen:</Trans> <strong>{vehicleName(found.vehicle)}</strong>
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        {onBack ? (
          <button type="button" className="btn-ghost border border-gray-300" onClick={onBack}>
            <Trans>Back to your vehicles</Trans>
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className="btn-primary" disabled={!found}>
          <Trans>Add vehicle</Trans>
        </button>
      </div>
    </form>
  );
}
