import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FindForm, type FindTabProps, FormAlert, SearchButton } from './find-tab';
import { SelectField } from './select-field';
import { engineChoices, makerChoices, modelChoices } from './vehicle-choices';
import { useVehicleMessages } from './vehicle-messages';

/** Brand and model tab: brand → model → engine (spec §4 cascade), or a VIN, which wins when typed. */
export function ModelTab({ state, send }: FindTabProps) {
  const { t } = useLingui();
  const message = useVehicleMessages();
  const vinId = useId();
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
      {c.listFailed && (
        <p className="text-sm text-brand-dark" role="alert">
          <Trans>The list could not be loaded.</Trans>{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => send({ type: 'dialog.retry' })}
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      <div>
        <label htmlFor={vinId} className="mb-1 block text-sm font-medium text-ink">
          <Trans>Or enter the VIN (chassis number)</Trans>
        </label>
        <input
          id={vinId}
          className="input font-mono uppercase"
          dir="ltr"
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          value={c.vin}
          onChange={(event) => send({ type: 'dialog.typeVin', value: event.target.value })}
        />
      </div>
      {c.alert && <FormAlert>{message(c.alert)}</FormAlert>}
      <SearchButton busy={state.matches({ search: 'lookingUpVin' })} />
    </FindForm>
  );
}
