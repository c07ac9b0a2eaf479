import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { TextField } from '../../components/text-field';
import type { TwoFactorFailure } from '../../machines/two-factor.machine';
import { CodeField, useCodeEntry } from './code-form';

type Props = {
  busy: boolean;
  disabled: boolean;
  /** The last refusal of turning it on: a password refusal goes under the password, anything else in `children`. */
  failure: TwoFactorFailure | null;
  onSubmit: (given: { code: string; password: string }) => void;
  children?: ReactNode;
};

/**
 * The last step of turning two-factor sign-in on: the app's 6 digits and the account's password. The password is
 * asked so that someone holding only this device's session cannot turn it on and lock the owner out.
 */
export function EnableForm({ busy, disabled, failure, onSubmit, children }: Props) {
  const { t } = useLingui();
  const entry = useCodeEntry();
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const refusedPassword = failure?.fields.password;
  useEffect(() => setPasswordProblem(refusedPassword), [refusedPassword]);

  const passwordError =
    passwordProblem === 'REQUIRED'
      ? t`Please enter your password`
      : passwordProblem === 'PASSWORD_WRONG'
        ? t`The password is wrong.`
        : passwordProblem
          ? failure?.message || t`Please check this field`
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const factor = entry.factor();
    const missing = password === '' ? 'REQUIRED' : undefined;
    setPasswordProblem(missing);
    if (factor && !missing && !disabled) onSubmit({ code: factor.code, password });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-sm flex-col gap-3"
      aria-label={t`Turn on two-factor sign-in`}
      aria-busy={busy}
    >
      {!refusedPassword && children}
      <CodeField entry={entry} name="token" />
      <TextField
        label={t`Your password`}
        name="password"
        type="password"
        autoComplete="current-password"
        hint={t`To be sure it is you who turns it on.`}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordProblem(undefined);
        }}
        error={passwordError}
      />
      <div>
        <button type="submit" className="btn-primary" disabled={busy || disabled}>
          {busy ? <Trans>Checking…</Trans> : <Trans>Turn on</Trans>}
        </button>
      </div>
    </form>
  );
}
