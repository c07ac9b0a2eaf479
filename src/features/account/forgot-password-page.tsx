// /account/forgot-password: asks the server to mail a link for a new password. The answer is the same whether or
// not the address has an account (the server says so in its message). Needs the network: nothing is queued.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { forgotPassword } from '../../api/auth';
import { checkForgot } from '../../domain/session';
import { useOnline } from '../../lib/use-online';
import { createSubmitMachine } from '../../machines/submit.machine';
import { EmailField } from './account-field';
import { FailureBox, NetworkNeeded, useFieldText } from './account-texts';
import { AuthLayout } from './auth-layout';
import { useForm } from './use-form';

const forgotMachine = createSubmitMachine<string | null>().provide({
  actors: { send: fromPromise(({ input }) => forgotPassword(input as string)) },
});

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [state, send] = useMachine(forgotMachine);
  const online = useOnline();
  const fieldText = useFieldText();
  const { values, problems, set, checked } = useForm({ email: '' }, checkForgot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (online && checked()) send({ type: 'form.submit', input: values.email.trim() });
  };
  const busy = state.matches('submitting');
  const failure = state.matches('failure') ? state.context.failure : null;

  return (
    <AuthLayout title={<Trans>Forgot password</Trans>}>
      {state.matches('success') ? (
        <div className="space-y-4" data-testid="forgot-sent">
          <p role="status" className="rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800">
            {state.context.result ??
              t`If an account exists for this email address, we have sent a link to choose a new password.`}
          </p>
          <Link href="/account/login" className="btn-primary">
            <Trans>Back to sign-in</Trans>
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-form" aria-busy={busy}>
          <p className="text-sm text-ink-soft">
            <Trans>
              Enter the email address of your account, and we will send you a link to choose a new password.
            </Trans>
          </p>
          {!online && <NetworkNeeded />}
          <EmailField
            value={values.email}
            onChange={set('email')}
            error={fieldText('email', problems.email ?? failure?.fields.email, failure?.message)}
          />
          {failure && !failure.fields.email && <FailureBox step="forgot" failure={failure} />}
          <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
            {busy ? <Trans>Sending…</Trans> : <Trans>Send link</Trans>}
          </button>
          <p className="text-center text-sm">
            <Link href="/account/login" className="text-brand-dark underline-offset-2 hover:underline">
              <Trans>Back to sign-in</Trans>
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
