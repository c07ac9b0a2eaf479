import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { FindEvent, findDialogMachine } from '../../machines/find-dialog.machine';
import { Spinner } from './spinner';

/** What each tab of the find-part dialog gets: the dialog machine's state and its `send`. */
export type FindTabProps = {
  state: SnapshotFrom<typeof findDialogMachine>;
  send: (event: FindEvent) => void;
};

/** A tab's form: submitting it (button or Enter) is the dialog's search. */
export function FindForm({ send, children }: { send: (event: FindEvent) => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'dialog.search' });
      }}
    >
      {children}
    </form>
  );
}

export function SearchButton({ disabled, busy }: { disabled?: boolean; busy?: boolean }) {
  return (
    <button
      type="submit"
      className="btn-primary self-end"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      <Trans>Search</Trans>
    </button>
  );
}

/** An alert under a form; the lower-case ids read as sentences. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'ok' }) {
  return (
    <p
      role="alert"
      className={`rounded px-3 py-2 text-sm first-letter:uppercase ${tone === 'ok' ? 'bg-green-50 text-green-800' : 'bg-brand-light text-brand-dark'}`}
    >
      {children}
    </p>
  );
}
