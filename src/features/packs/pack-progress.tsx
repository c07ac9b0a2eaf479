import { Trans, useLingui } from '@lingui/react/macro';
import type { PackRecord } from '../../db/types';
import { useLanguage } from '../../lib/use-language';
import { formatMegabytes } from './pack-format';

/**
 * How far a pack's download is: a bar, the parts stored of the server's count and the megabytes fetched, and the
 * reason it waits when it does.
 */
export function PackProgress({ pack }: { pack: PackRecord }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const share = pack.total > 0 ? Math.min(1, pack.stored / pack.total) : 0;
  const stored = pack.stored.toLocaleString(locale);
  const total = pack.total > 0 ? pack.total.toLocaleString(locale) : '…';
  const size = formatMegabytes(pack.bytes, locale);
  return (
    <div className="flex flex-col gap-1" data-testid="pack-progress">
      <div
        role="progressbar"
        aria-label={t`Saving for offline`}
        aria-valuemin={0}
        aria-valuemax={pack.total || 1}
        aria-valuenow={pack.stored}
        aria-valuetext={t`${stored} of ${total} parts`}
        className="h-2 overflow-hidden rounded bg-gray-200"
      >
        <div
          className="h-full bg-brand transition-[width]"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="text-sm text-ink-soft">
        <Trans>
          {stored} of {total} parts · {size}
        </Trans>
      </p>
      {pack.state === 'downloading' && pack.error?.code === 'NETWORK' && (
        <p className="text-sm text-amber-800" role="status">
          <Trans>Waiting for the network. The download goes on by itself when you are back online.</Trans>
        </p>
      )}
      {pack.state === 'downloading' && pack.error && pack.error.code !== 'NETWORK' && (
        <p className="text-sm text-amber-800" role="status">
          <Trans>The shop is busy. The download goes on in a moment.</Trans>
        </p>
      )}
      {pack.state === 'paused' && (
        <p className="text-sm text-ink-soft">
          <Trans>Paused</Trans>
        </p>
      )}
    </div>
  );
}
