import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { toast } from '../../components/toasts';
import type { SavedAddress } from '../../domain/address';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { AddressLines } from '../address/address-lines';
import { addressIntents, useSavedAddresses } from '../address/use-saved-addresses';
import { AccountCard, AccountLayout } from './account-layout';
import { ChangeNeedsNetwork } from './change-needs-network';

/**
 * /account/addresses: the saved addresses, the default one marked and first. Read from the device's copy,
 * so it opens offline with what was last seen; making another the default and deleting need the network.
 */
export function AddressesPage() {
  const online = useOnline();
  const { addresses, freshness } = useSavedAddresses();
  const sorted = addresses && [...addresses].sort((a, b) => Number(b.default) - Number(a.default));
  return (
    <AccountLayout title={<Trans>Addresses</Trans>}>
      <AccountCard testId="addresses">
        {!online && <ChangeNeedsNetwork />}
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-prose text-ink-soft">
            <Trans>Addresses you save here can be chosen at checkout.</Trans>
          </p>
          <Link href="/account/addresses/new" className="btn-primary" data-testid="new-address">
            <Trans>New address</Trans>
          </Link>
        </div>
        {sorted === undefined || (sorted.length === 0 && freshness === 'reading') ? (
          <div className="h-40 animate-pulse rounded bg-gray-50" aria-busy="true" />
        ) : sorted.length === 0 ? (
          <p className="text-ink" data-testid="addresses-empty">
            {freshness === 'fresh' ? (
              <Trans>You have no saved addresses yet.</Trans>
            ) : (
              <Trans>No addresses are saved on this device. Connect to see the ones in your account.</Trans>
            )}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-[repeat(2,minmax(0,1fr))]" data-testid="address-list">
            {sorted.map((address) => (
              <AddressItem key={address.id} address={address} online={online} />
            ))}
          </ul>
        )}
      </AccountCard>
    </AccountLayout>
  );
}

const secondary =
  'btn border border-gray-300 bg-white px-3 py-1.5 text-sm text-ink hover:bg-gray-50 focus-visible:(outline-2 outline-offset-2 outline-brand)';

function AddressItem({ address, online }: { address: SavedAddress; online: boolean }) {
  const { t } = useLingui();
  const db = useDatabase();
  const userId = useSession().user?._id ?? null;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = `${address.firstName} ${address.lastName}`.trim();
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const act = async (work: () => Promise<void>, done: string) => {
    if (!userId) return;
    setBusy(true);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      const failure = error as { status?: number; message?: string };
      toast.error(
        failure.status === 0 || !failure.message
          ? t`Could not reach the shop. Check your connection and try again.`
          : failure.message,
      );
      setBusy(false);
    }
  };

  return (
    <li
      className={`flex flex-col gap-4 rounded-lg border p-4 ${address.default ? 'border-brand bg-brand-light/30' : 'border-gray-200'}`}
      data-testid="address-item"
      data-default={address.default || undefined}
      aria-busy={busy || undefined}
    >
      <div className="flex items-start justify-between gap-3">
        <AddressLines address={address} />
        {address.default && (
          <span className="shrink-0 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
            <Trans>Default</Trans>
          </span>
        )}
      </div>
      {confirming ? (
        <div className="mt-auto rounded border border-red-200 bg-red-50 p-3">
          <p id={`delete-${address.id}`} className="mb-2 text-sm text-red-900">
            <Trans>Delete this address? This cannot be undone.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmButton}
              type="button"
              aria-describedby={`delete-${address.id}`}
              className="btn bg-brand-dark px-3 py-1.5 text-sm text-white hover:bg-brand focus-visible:(outline-2 outline-offset-2 outline-brand)"
              disabled={busy || !online}
              data-testid="confirm-delete"
              onClick={() =>
                act(
                  () => addressIntents.remove(db, userId ?? '', address.id),
                  t`The address has been deleted.`,
                )
              }
            >
              <Trans>Yes, delete</Trans>
            </button>
            <button
              type="button"
              className={secondary}
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                // Back where the user was.
                setTimeout(() => deleteButton.current?.focus());
              }}
            >
              <Trans>Keep it</Trans>
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <Link
            href={`/account/addresses/${address.id}`}
            className={secondary}
            aria-label={t`Edit the address of ${name}`}
          >
            <Trans>Edit</Trans>
          </Link>
          {!address.default && (
            <button
              type="button"
              className={secondary}
              disabled={busy || !online}
              data-testid="make-default"
              aria-label={t`Make the address of ${name} the default`}
              onClick={() =>
                act(
                  () => addressIntents.makeDefault(db, userId ?? '', address),
                  t`This is now your default address.`,
                )
              }
            >
              <Trans>Make default</Trans>
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            className={`${secondary} text-brand-dark`}
            disabled={busy || !online}
            aria-label={t`Delete the address of ${name}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
