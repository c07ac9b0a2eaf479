import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { isStale } from '../../db/packs';
import type { PackRecord } from '../../db/types';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { AccountCard, AccountLayout } from '../account/account-layout';
import { vehicleName } from '../vehicle/garage-vehicle';
import { useGarage } from '../vehicle/use-garage';
import { PackControl, PackDownload } from './pack-control';
import { formatDay, formatMegabytes } from './pack-format';
import { packIntents } from './pack-intents';
import { StorageSummary } from './storage-summary';
import { usePacks } from './use-packs';

const languageNames = { no: 'Norsk', en: 'English', ar: 'العربية' } as const;

/**
 * /account/offline-parts: the parts packs kept on this device (each vehicle's parts, size, date; refresh and
 * delete), the garage's vehicles that could be saved, and the device's storage. Packs belong to the device, so a
 * guest has this page too (drawn without the account's menu).
 */
export function OfflinePartsPage() {
  const { user } = useSession();
  const packs = usePacks();
  const { vehicles } = useGarage();
  const unsaved = vehicles.filter((vehicle) => !packs?.some((pack) => pack.carId === vehicle.id));
  const content = (
    <div className="flex flex-col gap-6">
      <AccountCard title={<Trans>Saved for offline</Trans>} testId="offline-packs">
        <p className="mb-4 max-w-prose text-ink-soft">
          <Trans>
            Every part that fits a saved vehicle, kept on this device: browse, search and add to the cart
            without a connection. Prices are as on the day they were saved and are checked again at checkout.
          </Trans>
        </p>
        {packs === undefined ? (
          <div className="h-24 animate-pulse rounded bg-gray-50" aria-busy="true" />
        ) : packs.length === 0 ? (
          <p data-testid="offline-packs-empty">
            <Trans>No vehicle is saved for offline yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-100">
            {packs.map((pack) => (
              <PackRow key={pack.carId} pack={pack} />
            ))}
          </ul>
        )}
      </AccountCard>
      {unsaved.length > 0 && (
        <AccountCard title={<Trans>Your vehicles</Trans>} testId="offline-unsaved">
          <ul className="flex flex-col gap-3">
            {unsaved.map((vehicle) => (
              <li key={vehicle.id} className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-medium">{vehicleName(vehicle)}</span>
                <PackControl vehicle={vehicle} />
              </li>
            ))}
          </ul>
        </AccountCard>
      )}
      <AccountCard title={<Trans>Storage on this device</Trans>}>
        <StorageSummaryFor packs={packs} />
      </AccountCard>
    </div>
  );
  return user ? (
    <AccountLayout title={<Trans>Offline parts</Trans>}>{content}</AccountLayout>
  ) : (
    <GuestLayout>{content}</GuestLayout>
  );
}

function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={<Trans>Offline parts</Trans>} />
      <div className="container max-w-4xl pb-16">{children}</div>
    </>
  );
}

/** The storage summary, read again when a pack's size changes. */
function StorageSummaryFor({ packs }: { packs: PackRecord[] | undefined }) {
  const revision = packs?.map((pack) => `${pack.carId}:${pack.bytes}:${pack.state}`).join(',');
  return <StorageSummary revision={revision} />;
}

function PackRow({ pack }: { pack: PackRecord }) {
  const db = useDatabase();
  const { locale } = useLanguage();
  const online = useOnline();
  const { t } = useLingui();
  const intents = packIntents(db, locale);
  const name = vehicleName({
    make: pack.vehicle.manuName,
    model: pack.vehicle.modelname,
    engine: pack.vehicle.typeName,
  });
  const parts = pack.stored.toLocaleString(locale);
  const size = formatMegabytes(pack.bytes, locale);
  const day = pack.savedAt === null ? null : formatDay(pack.savedAt, locale);
  const stale = isStale(pack);
  return (
    <li className="flex flex-col gap-2 py-4" data-testid="offline-pack" data-car-id={pack.carId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">{name}</h3>
        {stale && !pack.refresh && (
          <span
            className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
            data-testid="pack-stale"
          >
            <Trans>Older than 7 days</Trans>
          </span>
        )}
      </div>
      {pack.state === 'ready' ? (
        <>
          <p className="text-sm text-ink-soft">
            <Trans>
              {parts} parts · {size} · saved {day} · {languageNames[pack.lang]}
            </Trans>
          </p>
          {pack.refresh && (
            <p className="text-sm text-ink-soft" role="status">
              <Trans>Updating…</Trans>
            </p>
          )}
          {pack.error && !pack.refresh && (
            <p className="text-sm text-brand-dark" role="alert">
              <Trans>The last update failed: {pack.error.message}</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn border border-gray-300 bg-white px-3 py-1 text-sm text-ink hover:bg-gray-50"
              disabled={!online || Boolean(pack.refresh)}
              aria-label={t`Update the offline parts for ${name}`}
              onClick={() => void intents.refresh(pack.carId)}
            >
              <Trans>Update</Trans>
            </button>
            <button
              type="button"
              className="btn btn-ghost px-3 py-1 text-sm"
              aria-label={t`Delete the offline parts for ${name}`}
              onClick={() => void intents.remove(pack.carId)}
            >
              <Trans>Delete</Trans>
            </button>
          </div>
          {!online && (
            <p className="text-sm text-ink-soft">
              <Trans>Updating needs a connection.</Trans>
            </p>
          )}
        </>
      ) : (
        <PackDownload pack={pack} />
      )}
    </li>
  );
}
