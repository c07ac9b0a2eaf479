import { useId } from 'react';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
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
}: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `input ${error ? 'input-error' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
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
