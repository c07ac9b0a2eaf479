import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../../components/text-field';
import { type CodeKind, checkCode, normaliseCode } from '../../domain/session';
import type { SecondFactor } from '../../domain/two-factor';
import { useFieldText } from './account-texts';
import { useForm } from './use-form';

/** A code being typed: the app's 6 digits or a backup code, and its problem from the last check. */
export function useCodeEntry() {
  const form = useForm({ kind: 'totp' as CodeKind, code: '' }, checkCode);
  const { values, setValues, setProblems, checked } = form;
  return {
    ...form,
    /** The other kind of code, typed afresh. */
    switchKind: () => {
      setValues(({ kind }) => ({ kind: kind === 'totp' ? 'backup' : 'totp', code: '' }));
      setProblems({});
    },
    /** Checks the code and shows its problem: the code to send, or null. */
    factor: (): SecondFactor | null =>
      checked() ? { kind: values.kind, code: normaliseCode(values.kind, values.code) } : null,
  };
}

type CodeEntry = ReturnType<typeof useCodeEntry>;

/** The code's field: typed afresh (a new field) when the kind changes. */
export function CodeField({
  entry,
  name,
  autoFocus,
}: {
  entry: CodeEntry;
  name: string;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const fieldText = useFieldText();
  const { kind, code } = entry.values;
  const totp = kind === 'totp';
  return (
    <TextField
      key={kind}
      label={totp ? t`Code from the app` : t`Backup code`}
      name={totp ? name : 'backupCode'}
      autoComplete="one-time-code"
      inputMode={totp ? 'numeric' : 'text'}
      dir={totp ? 'ltr' : undefined}
      spellCheck={false}
      maxLength={totp ? 7 : 20}
      autoFocus={autoFocus}
      value={code}
      onChange={entry.set('code')}
      error={fieldText('code', entry.problems.code)}
    />
  );
}

/** The words of the button that switches between the app's code and a backup code. */
export function SwitchKindLabel({ kind }: { kind: CodeKind }) {
  return kind === 'totp' ? (
    <Trans>Use a backup code instead</Trans>
  ) : (
    <Trans>Use the code from the app</Trans>
  );
}

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
  const entry = useCodeEntry();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const factor = entry.factor();
    if (factor && !disabled) onSubmit(factor);
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
      <CodeField entry={entry} name="token" />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy || disabled}>
          {submitLabel}
        </button>
        {allowBackup && (
          <button
            type="button"
            className="text-sm text-brand-dark underline-offset-2 hover:underline"
            onClick={entry.switchKind}
          >
            <SwitchKindLabel kind={entry.values.kind} />
          </button>
        )}
      </div>
    </form>
  );
}
