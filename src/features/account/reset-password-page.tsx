// /account/reset-password?token=…: the link from the reset mail. A new password, typed twice, is sent with the
// link's token; an unknown, used or expired link says so and leads back to asking for a new one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { resetPassword } from '../../api/auth';
import { TextField } from '../../components/text-field';
import { checkNewPassword } from '../../domain/session';
import { passwordMaxLength, passwordMinLength } from '../../domain/user';
import { useOnline } from '../../lib/use-online';
import { createSubmitMachine } from '../../machines/submit.machine';
import { FailureBox, NetworkNeeded, useFieldText } from './account-texts';
import { AuthLayout } from './auth-layout';
import { useForm } from './use-form';

const resetMachine = createSubmitMachine<null>().provide({
  actors: {
    send: fromPromise(async ({ input }) => {
      const { token, password } = input as { token: string; password: string };
      await resetPassword(token, password);
      return null;
    }),
  },
});

export function ResetPasswordPage() {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, send] = useMachine(resetMachine);
  const online = useOnline();
  const fieldText = useFieldText();
  const { values, problems, set, checked } = useForm({ password: '', confirm: '' }, checkNewPassword);
  const [sent, setSent] = useState('');

  const failure = state.matches('failure') ? state.context.failure : null;
  const linkInvalid = token === '' || failure?.code === 'RESET_TOKEN_INVALID';
  const serverCode = failure && values.password === sent ? failure.fields.password : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || !checked()) return;
    setSent(values.password);
    send({ type: 'form.submit', input: { token, password: values.password } });
  };
  const busy = state.matches('submitting');

  if (state.matches('success')) {
    return (
      <AuthLayout title={<Trans>Choose a new password</Trans>}>
        <div className="space-y-4" data-testid="reset-done">
          <p role="status" className="rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800">
            <Trans>Your password has been changed. You can now sign in with it.</Trans>
          </p>
          <Link href="/account/login" className="btn-primary">
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<Trans>Choose a new password</Trans>}>
      {linkInvalid ? (
        <div className="space-y-4" data-testid="reset-link-invalid">
          {failure ? (
            <FailureBox step="reset" failure={failure} />
          ) : (
            <p
              role="alert"
              className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <Trans>This link is not complete. Ask for a new one.</Trans>
            </p>
          )}
          <Link href="/account/forgot-password" className="btn-primary">
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-form" aria-busy={busy}>
          {!online && <NetworkNeeded />}
          <TextField
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            hint={t`${passwordMinLength}–${passwordMaxLength} characters. Not a common password: a sentence of several words is easy to remember and hard to guess.`}
            error={fieldText('password', problems.password ?? serverCode, failure?.message)}
          />
          <TextField
            label={t`New password again`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={fieldText('confirm', problems.confirm)}
          />
          {failure && !serverCode && <FailureBox step="reset" failure={failure} />}
          <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save new password</Trans>}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
