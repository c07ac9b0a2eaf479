import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { openGarageChanges } from '../../db/garage';
import { useDatabase } from '../../lib/database';
import { useOnline } from '../../lib/use-online';
import { PackControl } from '../packs/pack-control';
import { GarageList } from '../vehicle/garage-list';
import { useGarageIntents } from '../vehicle/garage-vehicle';
import { useGarage } from '../vehicle/use-garage';
import { AddVehicleForm } from '../vehicle/vehicle-picker';
import { AccountCard, AccountLayout } from './account-layout';
import { refreshGarageFromAccount } from './garage-sync';

/**
 * /account/garage: the saved vehicles. It shows the device's garage, which follows the account: changes made here
 * (or in the vehicle picker) are queued for the account and sent at once, or when the network returns; opening the
 * page online takes in what was saved on another device.
 */
export function GaragePage() {
  const db = useDatabase();
  const online = useOnline();
  const { vehicles, loaded } = useGarage();
  const garage = useGarageIntents();
  const waiting = useLiveQuery(() => openGarageChanges(db), [db], 0);
  const current = vehicles.find((vehicle) => vehicle.current)?.id ?? null;
  // A vehicle added: the selector starts afresh for the next one.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!online) return;
    // Offline or refused: the device's garage is shown as it is.
    refreshGarageFromAccount(db).catch(() => undefined);
  }, [db, online]);

  return (
    <AccountLayout title={<Trans>Saved vehicles</Trans>}>
      <div className="flex flex-col gap-6">
        <AccountCard testId="account-garage">
          <p className="mb-4 max-w-prose text-ink-soft">
            <Trans>
              Your vehicles follow you to every device you sign in on. The one you choose filters the
              catalogue and shows which parts fit.
            </Trans>
          </p>
          {/* Online, a waiting change is on its way; one that failed shows in the pending panel at the top. */}
          {!online && waiting > 0 && (
            <p
              role="status"
              className="mb-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <Trans>
                Changes made without a connection are sent to your account when you are back online.
              </Trans>
            </p>
          )}
          {!loaded ? (
            <div className="h-32 animate-pulse rounded bg-gray-50" aria-busy="true" />
          ) : vehicles.length === 0 ? (
            <p className="text-ink" data-testid="garage-empty">
              <Trans>You have no saved vehicles yet. Add one below.</Trans>
            </p>
          ) : (
            <GarageList
              vehicles={vehicles}
              chosen={current}
              onChoose={(id) => void garage.choose(id)}
              onRemoved={() => undefined}
              extra={(vehicle) => <PackControl vehicle={vehicle} />}
            />
          )}
        </AccountCard>
        <AccountCard testId="garage-add">
          <AddVehicleForm key={round} heading="h2" onAdded={() => setRound((n) => n + 1)} />
        </AccountCard>
      </div>
    </AccountLayout>
  );
}
