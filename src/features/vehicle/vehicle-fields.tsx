import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

/** Shown under the dropdowns when a list (makers, models, engines) could not be loaded. */
export function ListLoadFailed({ onRetry, className = '' }: { onRetry: () => void; className?: string }) {
  return (
    <p className={`text-sm text-brand-dark ${className}`} role="alert">
      <Trans>The list could not be loaded.</Trans>{' '}
      <button type="button" className="font-medium underline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}

/** The VIN box of the vehicle selector and the find dialog; `children` is what is said about the VIN. */
export function VinField({
  value,
  onChange,
  busy,
  className,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        <Trans>Or enter the VIN (chassis number)</Trans>
      </label>
      <input
        id={id}
        className="input font-mono uppercase"
        dir="ltr"
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
