// Sign-in: email and password checked here, remember me, then the server; when it asks for
// a second factor the same place shows the code step. Used by the sign-in page and the header's account menu.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../components/text-field';
import { checkSignIn } from '../../domain/session';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { EmailField, RememberBox } from './account-field';
import { FailureBox, NetworkNeeded, SessionEndedNotice, useFieldText } from './account-texts';
import { TwoFactorStep } from './two-factor-step';
import { useForm } from './use-form';

type Props = {
  /** Where a customer goes after signing in (the page they came for). */
  returnTo: string | null;
  /** Called when the user follows one of the form's links (the menu closes). */
  onNavigate?: () => void;
  /** Shown in the header's menu: one column, links below. */
  compact?: boolean;
};

export function SignInForm({ returnTo, onNavigate, compact = false }: Props) {
  const { t } = useLingui();
  const session = useSession();
  const { status, error, notice, dismiss } = session;
  const online = useOnline();
  const fieldText = useFieldText();
  const { values, setValues, problems, set, checked } = useForm(
    { email: '', password: '', remember: false },
    checkSignIn,
  );

  // A failure belongs to the attempt: a form opened later starts clean.
  useEffect(() => () => dismiss(), [dismiss]);

  if (status === 'twoFactor' || status === 'verifyingCode') return <TwoFactorStep />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (online && checked()) session.signIn(values, returnTo);
  };
  const busy = status === 'signingIn';
  const failure = error?.step === 'signIn' ? error : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="sign-in-form" aria-busy={busy}>
      {notice === 'SESSION_ENDED' && <SessionEndedNotice />}
      {!online && <NetworkNeeded />}
      <EmailField
        autoComplete="username"
        value={values.email}
        onChange={set('email')}
        error={fieldText('email', problems.email)}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={fieldText('password', problems.password)}
      />
      <div className={compact ? 'space-y-3' : 'flex flex-wrap items-start justify-between gap-3'}>
        <RememberBox
          checked={values.remember}
          onChange={(remember) => setValues((v) => ({ ...v, remember }))}
        />
        <Link
          href="/account/forgot-password"
          onClick={onNavigate}
          className="block text-sm text-brand-dark underline-offset-2 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      {failure && <FailureBox step="signIn" failure={failure} />}
      <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
        {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
      {compact && (
        <p className="text-center text-sm text-ink-soft">
          <Trans>New customer?</Trans>{' '}
          <Link
            href="/account/register"
            onClick={onNavigate}
            className="font-medium text-brand-dark underline-offset-2 hover:underline"
          >
            <Trans>Create an account</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
