import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { FindForm, type FindTabProps, FormAlert, SearchButton } from './find-tab';
import { SelectField } from './select-field';
import { engineChoices, makerChoices, modelChoices } from './vehicle-choices';
import { ListLoadFailed, VinField } from './vehicle-fields';
import { useVehicleMessages } from './vehicle-messages';

/**
 * Brand and model tab: brand → model → engine, or a VIN, which wins when typed. The lists and
 * picks are the dialog's cascade (a vehicle selector child); the field errors and the VIN are the dialog's own.
 */
export function ModelTab({ state, send }: FindTabProps) {
  const { t } = useLingui();
  const message = useVehicleMessages();
  const c = state.context;
  const cascade = useSelector(c.cascade, (snapshot) => snapshot);
  const picked = cascade.context;
  const loading = (level: 'Manufacturers' | 'Models' | 'Vehicles') =>
    cascade.matches({ lists: `loading${level}` });
  const error = (code: string | undefined) => (code ? message(code) : undefined);

  return (
    <FindForm send={send}>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t`Brand`}
          placeholder={t`Select brand`}
          value={picked.manuId}
          options={makerChoices(picked.manufacturers)}
          busy={loading('Manufacturers')}
          error={error(c.errors.brand)}
          onChange={(value) => send({ type: 'dialog.pickBrand', value })}
        />
        <SelectField
          label={t`Model`}
          placeholder={t`Select model`}
          value={picked.modelId}
          options={modelChoices(picked.models)}
          disabled={picked.manuId === null}
          busy={loading('Models')}
          error={error(c.errors.model)}
          onChange={(value) => send({ type: 'dialog.pickModel', value })}
        />
        <SelectField
          label={t`Engine`}
          placeholder={t`Select engine`}
          value={picked.carId}
          options={engineChoices(picked.vehicles)}
          disabled={picked.modelId === null}
          busy={loading('Vehicles')}
          error={error(c.errors.engine)}
          onChange={(value) => send({ type: 'dialog.pickEngine', value })}
        />
      </div>
      {picked.failed && (
        <ListLoadFailed level={picked.failed} onRetry={() => send({ type: 'dialog.retry' })} />
      )}
      <VinField value={c.vin} onChange={(value) => send({ type: 'dialog.typeVin', value })} />
      {c.alert && <FormAlert>{message(c.alert)}</FormAlert>}
      <SearchButton busy={state.matches({ tab: { model: 'lookingUpVin' } })} />
    </FindForm>
  );
}
