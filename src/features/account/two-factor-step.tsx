// The second step of a sign-in with two-factor authentication: the 6-digit code of the authenticator app, or one
// of the backup codes. A wrong code keeps the step, with the server's word for it.
import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { FailureBox, NetworkNeeded } from './account-texts';
import { CodeField, SwitchKindLabel, useCodeEntry } from './code-form';

export function TwoFactorStep() {
  const { status, error, submitCode, cancelCode } = useSession();
  const online = useOnline();
  const entry = useCodeEntry();
  const { kind } = entry.values;
  const busy = status === 'verifyingCode';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) return;
    const factor = entry.factor();
    if (factor) submitCode(factor.kind, factor.code);
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
      <CodeField entry={entry} name="twoFactorToken" autoFocus />
      {failure && <FailureBox step="code" failure={failure} />}
      <button type="submit" className="btn-primary w-full" disabled={busy || !online}>
        {busy ? <Trans>Checking…</Trans> : <Trans>Verify and sign in</Trans>}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={entry.switchKind}
          className="text-brand-dark underline-offset-2 hover:underline"
        >
          <SwitchKindLabel kind={kind} />
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
