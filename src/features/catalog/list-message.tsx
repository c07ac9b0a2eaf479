import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/client';
import { WifiOffIcon } from '../../components/icons';

/** Why a list or page could not be shown, in words, with a way to try again — never an endless spinner. */
export function LoadFailure({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.isNetwork) {
    return (
      <ListMessage icon={<WifiOffIcon width={32} height={32} />} title={<Trans>You are offline</Trans>}>
        <p>
          <Trans>
            This page has not been opened on this device before, so it is not stored. It loads by itself when
            the connection is back.
          </Trans>
        </p>
        <RetryButton onRetry={onRetry} />
      </ListMessage>
    );
  }
  return (
    <ListMessage title={<Trans>The page could not be loaded</Trans>}>
      <p>{error.message}</p>
      <RetryButton onRetry={onRetry} />
    </ListMessage>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="btn-primary mt-4" onClick={onRetry}>
      <Trans>Try again</Trans>
    </button>
  );
}

export function ListMessage({
  icon,
  title,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="rounded-lg bg-white px-6 py-12 text-center text-ink-soft shadow-sm">
      {icon && <div className="mb-3 flex justify-center text-ink-soft">{icon}</div>}
      <h2 className="mb-2 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </div>
  );
}
