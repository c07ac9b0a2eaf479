import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';

type Props = {
  /** The input's id, when it must be known (a form that appears twice on one page); else one is made. */
  id?: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Shown under the field and read with it (the password rules). */
  hint?: ReactNode;
  /** Left to right in every language (addresses, codes, numbers); 'auto' for what may be in any script. */
  dir?: 'ltr' | 'auto';
  /** The field the user types next when it appears (the sign-in's code step). */
  autoFocus?: boolean;
  /** false for what is no prose (addresses, codes); a password is never checked. */
  spellCheck?: boolean;
  placeholder?: string;
  /** The input's data-testid. */
  testId?: string;
  /** The wrapper's class (its place in a row of fields). */
  className?: string;
};

/**
 * A labelled input or textarea with its hint and its field error read with it by screen readers. A password can
 * be shown; its dots follow the page's direction, so the show button (at the field's end) never covers them.
 */
export function TextField({
  id: givenId,
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  autoComplete,
  maxLength,
  inputMode,
  hint,
  dir,
  autoFocus,
  spellCheck,
  placeholder,
  testId,
  className,
}: Props) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const password = type === 'password';
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    inputMode,
    dir,
    autoFocus,
    spellCheck,
    placeholder,
    'data-testid': testId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `input ${password ? 'pe-16' : ''} ${error ? 'input-error' : ''}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : password ? (
        <PasswordInput {...common} onChange={onChange} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
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

/** A password input with its Show / Hide button. */
function PasswordInput({
  onChange,
  ...input
}: Omit<ComponentProps<'input'>, 'onChange' | 'type'> & { onChange: (value: string) => void }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        {...input}
        type={shown ? 'text' : 'password'}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={shown ? t`Hide password` : t`Show password`}
        className="absolute inset-y-0 end-0 my-1 me-1 rounded px-2 text-xs font-medium text-ink-soft hover:bg-gray-100 hover:text-ink"
      >
        {shown ? t`Hide` : t`Show`}
      </button>
    </div>
  );
}
