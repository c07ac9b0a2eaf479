import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextField } from '../../components/text-field';

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

/** The account's email address: read left to right in every language, never spell-checked. */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete = 'email',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email address`}
      name="email"
      type="email"
      dir="ltr"
      spellCheck={false}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
