import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { listRegistrations } from '../../db/registrations';
import { useDatabase } from '../../lib/database';
import { canSearchPlate } from '../../machines/find-dialog.machine';
import { FindForm, type FindTabProps, FormAlert, SearchButton } from './find-tab';
import { vehicleName } from './garage-vehicle';
import { Spinner } from './spinner';
import { useVehicleMessages } from './vehicle-messages';

/**
 * Registration-number tab: looked up as you type (more than 5 characters); recent plates as quick picks.
 * `alone`: the lookup on its own (the phone header's plate dialog): the field takes the focus, and a plate without
 * a match says 'No products found.' above the server's reason.
 */
export function PlateTab({ state, send, alone = false }: FindTabProps & { alone?: boolean }) {
  const { t } = useLingui();
  const message = useVehicleMessages();
  const id = useId();
  const db = useDatabase();
  const recent = useLiveQuery(() => listRegistrations(db), [db]) ?? [];
  const c = state.context;
  const looking = state.matches({ plate: 'waiting' }) || state.matches({ plate: 'looking' });

  return (
    <FindForm send={send}>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          <Trans>Registration number</Trans>
        </label>
        <div className="relative">
          <input
            id={id}
            className="input pe-10 text-lg font-semibold uppercase tracking-wider"
            dir="ltr"
            placeholder="AB 12345"
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the dialog was opened to type a plate; its field takes the focus.
            autoFocus={alone}
            data-autofocus={alone || undefined}
            value={c.plate}
            onChange={(event) => send({ type: 'dialog.typePlate', value: event.target.value })}
          />
          {looking && (
            <span className="absolute inset-y-0 end-3 flex items-center text-ink-soft" role="status">
              <Spinner />
              <span className="sr-only">{t`Looking up the registration number…`}</span>
            </span>
          )}
        </div>
      </div>
      {c.plateMatch && (
        <FormAlert tone="ok">
          <strong>{vehicleName(c.plateMatch.vehicle)}</strong>
        </FormAlert>
      )}
      {c.plateError &&
        (c.plateError.code === 'NETWORK' ? (
          <FormAlert>{message('NETWORK')}</FormAlert>
        ) : (
          <FormAlert>
            {alone && <strong className="block">{t`No products found.`} </strong>}
            {c.plateError.message}
          </FormAlert>
        ))}
      {c.alert && <FormAlert>{message(c.alert)}</FormAlert>}
      {recent.length > 0 && (
        <div>
          <p className="mb-1 text-sm text-ink-soft">
            <Trans>Recent searches</Trans>
          </p>
          <ul className="flex flex-wrap gap-2">
            {recent.slice(0, 6).map((record) => (
              <li key={record.registrationNumber}>
                <button
                  type="button"
                  dir="ltr"
                  className="rounded border border-gray-300 px-2 py-1 font-mono text-sm hover:border-brand"
                  onClick={() => send({ type: 'dialog.pickPlate', value: record.registrationNumber })}
                >
                  {record.registrationNumber}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <SearchButton disabled={!canSearchPlate(c)} busy={looking} />
    </FindForm>
  );
}
