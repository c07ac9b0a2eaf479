// The second step of a sign-in with two-factor authentication: the 6-digit code of the authenticator app, or one
// of the backup codes. A wrong code keeps the step, with the server's word for it.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { type CodeKind, checkCode, type Problems } from '../../domain/session';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { AccountField } from './account-field';
import { FailureBox, NetworkNeeded, useFieldText } from './account-texts';

export function TwoFactorStep() {
  const { t } = useLingui();
  const { status, error, submitCode, cancelCode } = useSession();
  const online = useOnline();
  const fieldText = useFieldText();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems<'code'>>({});
  const busy = status === 'verifyingCode';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) return;
    const found = checkCode({ kind, code });
    setProblems(found);
    if (!found.code) submitCode(kind, code);
  };
  const switchKind = () => {
    setKind((k) => (k === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setProblems({});
  };
  const failure = error?.step === 'code' ? error : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="two-factor-form" aria-busy={busy}>
      <div>
        <h2 className="text-lg font-semibold text-ink">
          <Trans>Two-step verification</Trans>
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {kind === 'totp' ? (
            <Trans>Enter the 6-digit code from your authenticator app.</Trans>
          ) : (
            <Trans>Enter one of your backup codes. Each code works once.</Trans>
          )}
        </p>
      </div>
      {!online && <NetworkNeeded />}
      <AccountField
        key={kind}
        label={kind === 'totp' ? t`Code from the app` : t`Backup code`}
        name={kind === 'totp' ? 'twoFactorToken' : 'backupCode'}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 7 : 20}
        autoFocus
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblems({});
        }}
        error={fieldText('code', problems.code)}
      />
      {failure && <FailureBox step="code" failure={failure} />}
      <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
        {busy ? <Trans>Checking…</Trans> : <Trans>Verify and sign in</Trans>}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="text-brand-dark underline-offset-2 hover:underline"
        >
          {kind === 'totp' ? (
            <Trans>Use a backup code instead</Trans>
          ) : (
            <Trans>Use the code from the app</Trans>
          )}
        </button>
        <button
          type="button"
          onClick={cancelCode}
          className="text-ink-soft underline-offset-2 hover:underline"
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
