import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/use-language';
import { formatMegabytes } from './pack-format';
import { requestPersistence } from './pack-intents';

type Storage = { usage: number; quota: number; persisted: boolean };

async function readStorage(): Promise<Storage | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted?.() ?? Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/**
 * The device's storage as the browser tells it (navigator.storage.estimate()): used and available, and whether it
 * is persistent — kept when the device runs low on space — with a way to ask for that. `revision` re-reads it.
 */
export function StorageSummary({ revision }: { revision: unknown }) {
  const { locale } = useLanguage();
  const [storage, setStorage] = useState<Storage | null | undefined>(undefined);
  const [asked, setAsked] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` and `asked` re-read what the browser says.
  useEffect(() => {
    let current = true;
    readStorage().then(
      (read) => current && setStorage(read),
      () => current && setStorage(null),
    );
    return () => {
      current = false;
    };
  }, [revision, asked]);
  if (storage === undefined)
    return <div className="h-16 animate-pulse rounded bg-gray-50" aria-busy="true" />;
  if (storage === null)
    return (
      <p className="text-sm text-ink-soft">
        <Trans>This browser does not say how much storage it has.</Trans>
      </p>
    );
  const used = formatMegabytes(storage.usage, locale);
  const available = formatMegabytes(Math.max(0, storage.quota - storage.usage), locale);
  const share = storage.quota > 0 ? Math.min(1, storage.usage / storage.quota) : 0;
  return (
    <div className="flex flex-col gap-2" data-testid="storage-summary">
      <p className="text-ink">
        <Trans>
          {used} used, {available} available
        </Trans>
      </p>
      <div className="h-2 overflow-hidden rounded bg-gray-200" aria-hidden="true">
        <div className="h-full bg-brand" style={{ width: `${Math.max(1, Math.round(share * 100))}%` }} />
      </div>
      {storage.persisted ? (
        <p className="text-sm text-ink-soft" data-testid="storage-persistent">
          <Trans>Persistent: the browser keeps these parts even when the device runs low on space.</Trans>
        </p>
      ) : (
        <div
          className="flex flex-wrap items-center gap-2 text-sm text-ink-soft"
          data-testid="storage-not-persistent"
        >
          <p>
            <Trans>
              Not persistent: the browser may clear these parts when the device runs low on space.
            </Trans>
          </p>
          <button
            type="button"
            className="btn border border-gray-300 bg-white px-3 py-1 text-sm text-ink hover:bg-gray-50"
            onClick={() => void requestPersistence().then(() => setAsked(true))}
          >
            <Trans>Ask to keep them</Trans>
          </button>
          {asked && (
            <span role="status">
              <Trans>
                The browser said no. Installing the shop on the home screen usually lets it keep them.
              </Trans>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
