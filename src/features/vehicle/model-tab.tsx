import { useLingui } from '@lingui/react/macro';
import { FindForm, type FindTabProps, FormAlert, SearchButton } from './find-tab';
import { SelectField } from './select-field';
import { engineChoices, makerChoices, modelChoices } from './vehicle-choices';
import { ListLoadFailed, VinField } from './vehicle-fields';
import { useVehicleMessages } from './vehicle-messages';

/** Brand and model tab: brand → model → engine (spec §4 cascade), or a VIN, which wins when typed. */
export function ModelTab({ state, send }: FindTabProps) {
  const { t } = useLingui();
  const message = useVehicleMessages();
  const c = state.context;
  const loading = (level: 'Manufacturers' | 'Models' | 'Vehicles') =>
    state.matches({ cascade: `loading${level}` });
  const error = (code: string | undefined) => (code ? message(code) : undefined);

  return (
    <FindForm send={send}>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t`Brand`}
          placeholder={t`Select brand`}
          value={c.manuId}
          options={makerChoices(c.manufacturers)}
          busy={loading('Manufacturers')}
          error={error(c.errors.brand)}
          onChange={(value) => send({ type: 'dialog.pickBrand', value })}
        />
        <SelectField
          label={t`Model`}
          placeholder={t`Select model`}
          value={c.modelId}
          options={modelChoices(c.models)}
          disabled={c.manuId === null}
          busy={loading('Models')}
          error={error(c.errors.model)}
          onChange={(value) => send({ type: 'dialog.pickModel', value })}
        />
        <SelectField
          label={t`Engine`}
          placeholder={t`Select engine`}
          value={c.carId}
          options={engineChoices(c.vehicles)}
          disabled={c.modelId === null}
          busy={loading('Vehicles')}
          error={error(c.errors.engine)}
          onChange={(value) => send({ type: 'dialog.pickEngine', value })}
        />
      </div>
      {c.listFailed && <ListLoadFailed onRetry={() => send({ type: 'dialog.retry' })} />}
      <VinField value={c.vin} onChange={(value) => send({ type: 'dialog.typeVin', value })} />
      {c.alert && <FormAlert>{message(c.alert)}</FormAlert>}
      <SearchButton busy={state.matches({ search: 'lookingUpVin' })} />
    </FindForm>
  );
}
