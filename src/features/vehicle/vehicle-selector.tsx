import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../lib/use-language';
import {
  enabledPicks,
  type FoundVehicle,
  reportedVehicle,
  vehicleSelectorMachine,
} from '../../machines/vehicle-selector.machine';
import { SelectField } from './select-field';
import { vehicleSelectorEffects } from './vehicle-actors';
import { engineChoices, makerChoices, modelChoices, yearChoices } from './vehicle-choices';
import { ListLoadFailed, VinField } from './vehicle-fields';
import { useVehicleMessages } from './vehicle-messages';

/**
 * The vehicle selector form: year → brand → model → engine, then a VIN box that, when it finds a
 * vehicle, replaces the dropdown choice. `onChange` hears the reported vehicle, or null when there is none.
 */
export function VehicleSelector({ onChange }: { onChange: (found: FoundVehicle | null) => void }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const message = useVehicleMessages();
  const [machine] = useState(() => vehicleSelectorMachine.provide(vehicleSelectorEffects(locale)));
  const [state, send] = useMachine(machine);
  const c = state.context;
  const enabled = enabledPicks(c);
  const found = reportedVehicle(c);
  const report = useRef(onChange);
  report.current = onChange;
  const foundKey = found ? `${found.vehicle.carId}/${found.year}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `found` changes identity every render; its key does not.
  useEffect(() => report.current(found), [foundKey]);
  const loading = (level: string) => state.matches({ lists: `loading${level}` as never });

  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="vehicle-selector">
      <SelectField
        label={t`Year`}
        placeholder={t`Select year`}
        value={c.year}
        options={yearChoices()}
        onChange={(value) => send({ type: 'selector.pickYear', value })}
      />
      <SelectField
        label={t`Brand`}
        placeholder={t`Select brand`}
        value={c.manuId}
        options={makerChoices(c.manufacturers)}
        disabled={!enabled.brand}
        busy={loading('Manufacturers')}
        onChange={(value) => send({ type: 'selector.pickBrand', value })}
      />
      <SelectField
        label={t`Model`}
        placeholder={t`Select model`}
        value={c.modelId}
        options={modelChoices(c.models)}
        disabled={!enabled.model}
        busy={loading('Models')}
        onChange={(value) => send({ type: 'selector.pickModel', value })}
      />
      <SelectField
        label={t`Engine`}
        placeholder={t`Select engine`}
        value={c.carId}
        options={engineChoices(c.vehicles)}
        disabled={!enabled.engine}
        busy={loading('Vehicles')}
        onChange={(value) => send({ type: 'selector.pickEngine', value })}
      />
      {c.failed && (
        <ListLoadFailed
          level={c.failed}
          className="sm:col-span-2"
          onRetry={() => send({ type: 'selector.retry' })}
        />
      )}
      <VinField
        className="sm:col-span-2"
        value={c.vin}
        busy={state.matches({ vin: 'looking' })}
        onChange={(value) => send({ type: 'selector.typeVin', value })}
      >
        {c.alert && (
          <p
            role="alert"
            className={`mt-1 text-sm first-letter:uppercase ${c.alert === 'VEHICLE_FOUND' ? 'text-green-700' : 'text-brand-dark'}`}
          >
            {message(c.alert)}
          </p>
        )}
      </VinField>
    </div>
  );
}
