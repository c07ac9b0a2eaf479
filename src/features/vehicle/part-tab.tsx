import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FindForm, type FindTabProps, FormAlert, SearchButton } from './find-tab';
import { useVehicleMessages } from './vehicle-messages';

/** Part-number tab: the number must exist in the catalogue before its page opens. */
export function PartTab({ state, send }: FindTabProps) {
  const message = useVehicleMessages();
  const id = useId();
  const c = state.context;
  const error = c.errors.article;
  return (
    <FindForm send={send}>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          <Trans>Part number</Trans>
        </label>
        <input
          id={id}
          className={`input font-mono ${error ? 'input-error' : ''}`}
          dir="ltr"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          value={c.article}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => send({ type: 'dialog.typeArticle', value: event.target.value })}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {message(error)}
          </p>
        )}
      </div>
      {c.alert && <FormAlert>{message(c.alert)}</FormAlert>}
      <SearchButton busy={state.matches({ tab: { part: 'checkingArticle' } })} />
    </FindForm>
  );
}
