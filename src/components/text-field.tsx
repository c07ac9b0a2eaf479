import { useId } from 'react';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** A line under the label saying what to type (read with the field). */
  hint?: string;
  /** Left to right in every language (codes, numbers). */
  dir?: 'ltr';
};

/** A labelled input or textarea with its field error announced to screen readers. */
export function TextField({
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
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    inputMode,
    dir,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `input ${error ? 'input-error' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
