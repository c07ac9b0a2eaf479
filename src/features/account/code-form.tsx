import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type CodeKind, checkCode, normaliseCode } from '../../domain/session';
import type { SecondFactor } from '../../domain/two-factor';
import { AccountField } from './account-field';
import { useFieldText } from './account-texts';

type Props = {
  /** Names the form for screen readers and tests. */
  name: string;
  submitLabel: ReactNode;
  busy: boolean;
  disabled?: boolean;
  /** A backup code may be given instead of the app's code (turning two-factor sign-in off). */
  allowBackup?: boolean;
  onSubmit: (factor: SecondFactor) => void;
  children?: ReactNode;
};

/** One code that proves it is the user: the 6 digits of the authenticator app, or (where allowed) a backup code. */
export function CodeForm({ name, submitLabel, busy, disabled, allowBackup, onSubmit, children }: Props) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCode({ kind, code }).code;
    setProblem(found);
    if (found || disabled) return;
    onSubmit({ kind, code: normaliseCode(kind, code) });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-sm flex-col gap-3"
      aria-label={name}
      aria-busy={busy}
    >
      {children}
      <AccountField
        key={kind}
        label={kind === 'totp' ? t`Code from the app` : t`Backup code`}
        name={kind === 'totp' ? 'token' : 'backupCode'}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 7 : 20}
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(undefined);
        }}
        error={fieldText('code', problem)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy || disabled}>
          {submitLabel}
        </button>
        {allowBackup && (
          <button
            type="button"
            className="text-sm text-brand-dark underline-offset-2 hover:underline"
            onClick={() => {
              setKind((k) => (k === 'totp' ? 'backup' : 'totp'));
              setCode('');
              setProblem(undefined);
            }}
          >
            {kind === 'totp' ? (
              <Trans>Use a backup code instead</Trans>
            ) : (
              <Trans>Use the code from the app</Trans>
            )}
          </button>
        )}
      </div>
    </form>
  );
}
