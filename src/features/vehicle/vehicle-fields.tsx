import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { Level } from '../../machines/vehicle-selector.machine';

/**
 * Shown under the dropdowns when a list could not be loaded: the product contract's words for the makers and the
 * model series, plain words for the engines, which it names none for (docs/decisions.md "The product's exact texts").
 */
export function ListLoadFailed({
  level,
  onRetry,
  className = '',
}: {
  level: Level;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <p className={`text-sm text-brand-dark ${className}`} role="alert">
      {level === 'manufacturers' ? (
        <Trans>Failed to fetch manufacturers</Trans>
      ) : level === 'models' ? (
        <Trans>Failed to fetch model series</Trans>
      ) : (
        <Trans>The list could not be loaded.</Trans>
      )}{' '}
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
