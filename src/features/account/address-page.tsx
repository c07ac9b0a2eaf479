import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AddressInput } from '../../api/addresses';
import { toast } from '../../components/toasts';
import { emptyAddress, fieldsOf } from '../../domain/address';
import type { AddressFields } from '../../domain/checkout';
import type { User } from '../../domain/user';
import { useDatabase } from '../../lib/database';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { type AddressErrors, AddressFieldset } from '../address/address-fieldset';
import { addressErrorsOf, checkAddress } from '../address/check-address';
import { addressIntents, useSavedAddress, useSavedAddresses } from '../address/use-saved-addresses';
import { AccountCard, AccountLayout } from './account-layout';
import { ChangeNeedsNetwork } from './change-needs-network';
import { NotShown } from './not-shown';

const trail = [{ href: '/account/addresses', label: <Trans>Addresses</Trans> }];

/**
 * /account/addresses/new and /account/addresses/{id}: a saved address, new or edited (POST /address/add,
 * PUT /address/{id}). The form checks like the server; the server's field errors show on their fields. Saving needs
 * the network: offline the page says so and keeps what was typed.
 */
export function AddressPage({ id }: { id?: string }) {
  return id === undefined ? <NewAddress /> : <EditAddress id={/^\d{1,10}$/.test(id) ? Number(id) : null} />;
}

function NewAddress() {
  const { user } = useSession();
  const { addresses } = useSavedAddresses();
  return (
    <AccountLayout title={<Trans>New address</Trans>} trail={trail}>
      <AccountCard testId="address-form-card">
        {user && addresses ? (
          <AddressForm id={null} start={fromUser(user)} isDefault={addresses.length === 0} />
        ) : (
          <Loading />
        )}
      </AccountCard>
    </AccountLayout>
  );
}

function EditAddress({ id }: { id: number | null }) {
  const { address, missing } = useSavedAddress(id);
  const online = useOnline();
  return (
    <AccountLayout title={<Trans>Edit address</Trans>} trail={trail}>
      <AccountCard testId="address-form-card">
        {address ? (
          <AddressForm
            key={address.id}
            id={address.id}
            start={fieldsOf(address)}
            isDefault={address.default}
          />
        ) : address === null && (missing || !online) ? (
          <div data-testid="address-missing">
            <NotShown
              missing={missing}
              missingText={<Trans>This address does not exist. It may have been deleted.</Trans>}
              offlineText={<Trans>This address is not saved on this device. Connect to load it.</Trans>}
              back={{ href: '/account/addresses', label: <Trans>Back to your addresses</Trans> }}
            />
          </div>
        ) : (
          <Loading />
        )}
      </AccountCard>
    </AccountLayout>
  );
}

const Loading = () => <div className="h-96 animate-pulse rounded bg-gray-50" aria-busy="true" />;

/** A new address starts with the account's name, email and phone. */
const fromUser = (user: User): AddressFields => ({
  ...emptyAddress,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
});

function AddressForm({
  id,
  start,
  isDefault,
}: {
  id: number | null;
  start: AddressFields;
  isDefault: boolean;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const online = useOnline();
  const userId = useSession().user?._id ?? null;
  const [, navigate] = useLocation();
  const [value, setValue] = useState(start);
  const [makeDefault, setMakeDefault] = useState(isDefault);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per body: pressing Save again after a lost answer repeats the same save, never makes a second address.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const defaultId = useId();

  const change = (next: AddressFields) => {
    setErrors((current) => {
      const left = { ...current };
      for (const field of Object.keys(next) as (keyof AddressFields)[]) {
        if (next[field] !== value[field]) delete left[field];
      }
      return left;
    });
    setValue(next);
  };

  const save = async () => {
    setFailure(null);
    const checked = await checkAddress(value);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    if (!online || !userId) return;
    const input: AddressInput = { ...checked.value, default: makeDefault };
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setBusy(true);
    try {
      await addressIntents.save(db, userId, id, input, attempt.current.key);
      toast.success(t`The address has been saved.`);
      navigate('/account/addresses');
    } catch (error) {
      setBusy(false);
      const problem = error as { status?: number; message?: string; fields?: Record<string, string> };
      const fieldErrors = addressErrorsOf(problem.fields ?? {});
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError();
      } else if (problem.status === 0) {
        setFailure(t`Could not reach the shop. Check your connection and try again.`);
      } else {
        setFailure(problem.message || t`Unknown error`);
      }
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="address-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {!online && <ChangeNeedsNetwork />}
      <AddressFieldset value={value} onChange={change} errors={errors} idPrefix="address" disabled={busy} />
      <div className="flex items-start gap-2">
        <input
          id={defaultId}
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand"
          checked={makeDefault}
          // The default moves only by making another address the default.
          disabled={busy || isDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        <label htmlFor={defaultId} className="text-sm text-ink">
          <Trans>Use as my default address</Trans>
          {isDefault && id !== null && (
            <span className="block text-xs text-ink-soft">
              <Trans>To change the default, make another address the default.</Trans>
            </span>
          )}
        </label>
      </div>
      {failure && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy || !online} data-testid="save-address">
          {busy ? <Trans>Saving…</Trans> : <Trans>Save address</Trans>}
        </button>
        <Link
          href="/account/addresses"
          className="btn border border-gray-300 bg-white text-ink hover:bg-gray-50"
        >
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

/** The first field with a problem gets the focus, so its message is read and it can be corrected at once. */
function focusFirstError() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLInputElement>('[data-testid="address-form"] [aria-invalid="true"]')?.focus();
  });
}
