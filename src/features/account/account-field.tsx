import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown under the field and read with it (the password rules). */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  autoFocus?: boolean;
  maxLength?: number;
};

/** A labelled input for the account forms: its hint and its error are read with it; a password can be shown. */
export function AccountField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  autoFocus,
  maxLength,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const password = type === 'password';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={password && shown ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // biome-ignore lint/a11y/noAutofocus: the code step shows one field, which is what the user types next.
          autoFocus={autoFocus}
          maxLength={maxLength}
          spellCheck={false}
          // Addresses and codes read left to right in every language; a password's dots follow the page, so the
          // show button (at the field's end) never covers them.
          dir={type === 'email' || inputMode === 'numeric' ? 'ltr' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`input ${password ? 'pe-16' : ''} ${error ? 'input-error' : ''}`}
        />
        {password && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            aria-label={shown ? t`Hide password` : t`Show password`}
            className="absolute inset-y-0 end-0 my-1 me-1 rounded px-2 text-xs font-medium text-ink-soft hover:bg-gray-100 hover:text-ink"
          >
            {shown ? t`Hide` : t`Show`}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Remember me": the session keeps for 7 days instead of ending when the browser closes. */
export function RememberBox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-4 w-4 accent-brand"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {t`Remember me`}
        <span className="block text-xs text-ink-soft">{t`Stay signed in on this device for 7 days`}</span>
      </label>
    </div>
  );
}
