import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PackRecord } from '../../db/types';
import type { GarageVehicle } from '../../domain/vehicle';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { vehicleName } from '../vehicle/garage-vehicle';
import { formatDay } from './pack-format';
import { packIntents } from './pack-intents';
import { PackProgress } from './pack-progress';
import { usePack } from './use-packs';

const small = 'btn px-3 py-1 text-sm';
const outlined = `${small} border border-gray-300 bg-white text-ink hover:bg-gray-50`;

/**
 * A garage vehicle's offline parts: "Save for offline" before, the download's progress with pause, resume and
 * cancel while it runs, and the date it was saved after.
 */
export function PackControl({ vehicle }: { vehicle: GarageVehicle }) {
  const pack = usePack(vehicle.id);
  const db = useDatabase();
  const { locale } = useLanguage();
  const { t } = useLingui();
  const intents = packIntents(db, locale);
  const name = vehicleName(vehicle);
  if (pack === undefined) return null;
  if (pack === null)
    return (
      <button
        type="button"
        className={outlined}
        aria-label={t`Save parts for ${name} for offline use`}
        onClick={() => void intents.save(vehicle)}
      >
        <Trans>Save for offline</Trans>
      </button>
    );
  return (
    <div className="flex w-full flex-col gap-2" data-testid="pack-control" data-state={pack.state}>
      {pack.state === 'ready' ? <Saved pack={pack} /> : <PackDownload pack={pack} />}
    </div>
  );
}

/** A download under way, paused or failed: its progress, and pause, resume (or try again) and cancel. */
export function PackDownload({ pack }: { pack: PackRecord }) {
  const db = useDatabase();
  const { locale } = useLanguage();
  const intents = packIntents(db, locale);
  return (
    <div className="flex w-full flex-col gap-2" data-testid="pack-download" data-state={pack.state}>
      <PackProgress pack={pack} />
      {pack.state === 'failed' && (
        <p className="text-sm text-brand-dark" role="alert">
          {pack.error?.message ?? <Trans>The download failed.</Trans>}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {pack.state === 'downloading' && (
          <button type="button" className={outlined} onClick={() => void intents.pause(pack.carId)}>
            <Trans>Pause</Trans>
          </button>
        )}
        {(pack.state === 'paused' || pack.state === 'failed') && (
          <button type="button" className={outlined} onClick={() => void intents.resume(pack.carId)}>
            {pack.state === 'paused' ? <Trans>Resume</Trans> : <Trans>Try again</Trans>}
          </button>
        )}
        <button
          type="button"
          className={`${small} btn-ghost`}
          onClick={() => void intents.remove(pack.carId)}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

function Saved({ pack }: { pack: PackRecord }) {
  const { locale } = useLanguage();
  const parts = pack.stored.toLocaleString(locale);
  const day = formatDay(pack.savedAt ?? pack.startedAt, locale);
  return (
    <p className="text-sm text-ink-soft">
      {pack.refresh ? (
        <Trans>Updating the offline parts…</Trans>
      ) : (
        <Trans>
          {parts} parts saved for offline on {day}.
        </Trans>
      )}{' '}
      <Link href="/account/offline-parts" className="text-brand underline">
        <Trans>Offline parts</Trans>
      </Link>
    </p>
  );
}
