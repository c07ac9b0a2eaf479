import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * One checkout step: its number and name, then its form while it is the current step, a summary of what was
 * chosen once it is done (with a Change button), or only its name while it is still ahead.
 */
export function StepCard({
  number,
  title,
  state,
  summary,
  onEdit,
  children,
  testId,
}: {
  number: number;
  title: string;
  state: 'current' | 'done' | 'ahead';
  summary?: ReactNode;
  onEdit?: () => void;
  children?: ReactNode;
  testId: string;
}) {
  const headingId = `step-${testId}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg bg-white p-4 shadow-sm sm:p-6 ${state === 'ahead' ? 'opacity-70' : ''}`}
      data-testid={`step-${testId}`}
      data-state={state}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
            state === 'ahead' ? 'bg-gray-200 text-ink-soft' : 'bg-brand text-white'
          }`}
        >
          {state === 'done' ? '✓' : number}
        </span>
        <h2
          id={headingId}
          className="flex-1 text-lg font-semibold text-ink"
          aria-current={state === 'current' ? 'step' : undefined}
        >
          {title}
        </h2>
        {state === 'done' && onEdit && (
          <button
            type="button"
            className="btn-ghost px-2 py-1 text-sm text-brand-dark underline"
            onClick={onEdit}
          >
            <Trans>Change</Trans>
            <span className="sr-only"> {title}</span>
          </button>
        )}
      </div>
      {state === 'current' && <div className="mt-4">{children}</div>}
      {state === 'done' && summary && <div className="mt-2 ps-11 text-sm text-ink-soft">{summary}</div>}
    </section>
  );
}

/** A step's Continue button (and Back, when there is a step before it). */
export function StepActions({
  onBack,
  busy,
  label,
}: {
  onBack?: () => void;
  busy?: boolean;
  label?: ReactNode;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {onBack ? (
        <button type="button" className="btn-ghost border border-gray-300" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn-primary min-w-40" disabled={busy} aria-busy={busy || undefined}>
        {label ?? <Trans>Continue</Trans>}
      </button>
    </div>
  );
}
