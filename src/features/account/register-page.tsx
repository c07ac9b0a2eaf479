// /account/register: sign-up with email and password (8–128 characters, not a common one: the server says which),
// signed in at once afterwards.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { TextField } from '../../components/text-field';
import { checkSignUp, landingPath } from '../../domain/session';
import { passwordMaxLength, passwordMinLength } from '../../domain/user';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { EmailField, RememberBox } from './account-field';
import { FailureBox, NetworkNeeded, useFieldText } from './account-texts';
import { AuthLayout } from './auth-layout';
import { useForm } from './use-form';

type Field = 'email' | 'password';

export function RegisterPage() {
  const { t } = useLingui();
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const session = useSession();
  const { user, status, error, dismiss } = session;
  const online = useOnline();
  const fieldText = useFieldText();
  const { values, setValues, problems, set, checked } = useForm(
    { email: '', password: '', remember: false },
    checkSignUp,
  );
  const [sent, setSent] = useState<{ email: string; password: string } | null>(null);
  useEffect(() => () => dismiss(), [dismiss]);

  if (user && status === 'signedIn') return <Redirect to={landingPath(user, returnTo)} replace />;

  const failure = error?.step === 'signUp' ? error : null;
  // The server's field codes count while the field still holds what was sent.
  const serverCode = (field: Field) =>
    failure && sent && values[field] === sent[field] ? failure.fields[field] : undefined;
  const errorOf = (field: Field) => fieldText(field, problems[field] ?? serverCode(field), failure?.message);
  const fieldFailure = failure && Object.keys(failure.fields).some((f) => f === 'email' || f === 'password');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || !checked()) return;
    setSent({ email: values.email, password: values.password });
    session.signUp(values, returnTo);
  };
  const busy = status === 'signingUp';

  return (
    <AuthLayout title={<Trans>Create an account</Trans>}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="sign-up-form" aria-busy={busy}>
        {!online && <NetworkNeeded />}
        <EmailField value={values.email} onChange={set('email')} error={errorOf('email')} />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          hint={t`${passwordMinLength}–${passwordMaxLength} characters. Not a common password: a sentence of several words is easy to remember and hard to guess.`}
          error={errorOf('password')}
        />
        <RememberBox
          checked={values.remember}
          onChange={(remember) => setValues((v) => ({ ...v, remember }))}
        />
        {failure && !fieldFailure && <FailureBox step="signUp" failure={failure} />}
        <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
          {busy ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
        </button>
        <p className="text-center text-sm text-ink-soft">
          <Trans>Already have an account?</Trans>{' '}
          <Link
            href={returnTo ? `/account/login?returnTo=${encodeURIComponent(returnTo)}` : '/account/login'}
            className="font-medium text-brand-dark underline-offset-2 hover:underline"
          >
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
