import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { updatePassword } from '../../api/account';
import { TextField } from '../../components/text-field';
import { checkNewPassword } from '../../domain/session';
import { passwordMinLength } from '../../domain/user';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { createSubmitMachine } from '../../machines/submit.machine';
import { AccountCard, AccountLayout } from './account-layout';
import { useFieldText } from './account-texts';
import { ChangeNeedsNetwork } from './change-needs-network';

type Passwords = { oldPassword: string; newPassword: string; confirm: string };
const empty: Passwords = { oldPassword: '', newPassword: '', confirm: '' };

const passwordMachine = createSubmitMachine<string>().provide({
  actors: {
    send: fromPromise(({ input }) => {
      const { oldPassword, newPassword } = input as Passwords;
      return updatePassword(oldPassword, newPassword);
    }),
  },
});

/** Codes the server answers for a failure of its own, not of what was typed: the general text is shown instead. */
const unexplained = new Set(['NETWORK', 'BAD_RESPONSE', 'HTTP_ERROR', 'UNKNOWN', 'INTERNAL_ERROR']);

/**
 * /account/password: the current password, the new one twice (POST /api/auth/update-password). The answer's fresh
 * token replaces the old one, which stops working, as do the sessions on other devices.
 */
export function PasswordPage() {
  const { t } = useLingui();
  const online = useOnline();
  const { keepToken } = useSession();
  const fieldText = useFieldText();
  const [state, send] = useMachine(passwordMachine);
  const [values, setValues] = useState<Passwords>(empty);
  // A field's problem: the form's own check, or the server's field code (its message says what is wrong).
  const [problems, setProblems] = useState<Partial<Record<'oldPassword' | 'password' | 'confirm', string>>>(
    {},
  );
  const set = (field: keyof Passwords) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems({});
  };

  const token = state.matches('success') ? state.context.result : null;
  const failure = state.matches('failure') ? state.context.failure : null;
  useEffect(() => {
    if (!token) return;
    keepToken(token);
    setValues(empty);
  }, [token, keepToken]);
  useEffect(() => {
    if (!failure) return;
    const { oldPassword, newPassword } = failure.fields;
    setProblems({
      ...(oldPassword ? { oldPassword } : {}),
      ...(newPassword ? { password: newPassword } : {}),
    });
  }, [failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(values.oldPassword === '' ? { oldPassword: 'REQUIRED' as const } : {}),
      ...checkNewPassword({ password: values.newPassword, confirm: values.confirm }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !online) return;
    send({ type: 'form.submit', input: values });
  };

  const busy = state.matches('submitting');
  // The server's word for a wrong current password goes under that field; any other refusal in the box below.
  const serverText = (code: string | undefined) => (code && failure ? failure.message : undefined);
  const oldError =
    problems.oldPassword === 'REQUIRED'
      ? t`Please enter your current password`
      : serverText(problems.oldPassword);
  const newError = fieldText('password', problems.password, serverText(problems.password));
  const general =
    failure && !failure.fields.oldPassword && !failure.fields.newPassword
      ? unexplained.has(failure.code) || !failure.message
        ? t`An unexpected error occurred while updating the password.`
        : failure.message
      : null;

  return (
    <AccountLayout title={<Trans>Change password</Trans>}>
      <AccountCard testId="password">
        <form
          onSubmit={submit}
          noValidate
          className="flex max-w-md flex-col gap-4"
          data-testid="password-form"
        >
          {!online && <ChangeNeedsNetwork />}
          <TextField
            label={t`Current password`}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            error={oldError}
          />
          <TextField
            label={t`New password`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint={t`At least ${passwordMinLength} characters. A sentence of several words is easy to remember.`}
            value={values.newPassword}
            onChange={set('newPassword')}
            error={newError}
          />
          <TextField
            label={t`Repeat the new password`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={fieldText('confirm', problems.confirm)}
          />
          {general && (
            <p
              role="alert"
              className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {general}
            </p>
          )}
          {token && (
            <p
              role="status"
              className="rounded border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
            >
              <Trans>
                Your password has been changed. You stay signed in here; other devices must sign in again.
              </Trans>
            </p>
          )}
          <div>
            <button type="submit" className="btn-primary" disabled={busy || !online}>
              {busy ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
            </button>
          </div>
        </form>
      </AccountCard>
    </AccountLayout>
  );
}
