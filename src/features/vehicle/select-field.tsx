import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export type Choice = { value: number; label: string };

type Props = {
  label: string;
  placeholder: string;
  value: number | null;
  options: Choice[];
  onChange: (value: number | null) => void;
  disabled?: boolean;
  busy?: boolean;
  error?: string | undefined;
};

/** A labelled dropdown of numbers where the empty first option means "none chosen". */
export function SelectField({ label, placeholder, value, options, onChange, disabled, busy, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        className={`input ${error ? 'input-error' : ''} disabled:(bg-gray-100 text-ink-soft)`}
        value={value ?? ''}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{busy ? t`Loading…` : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
