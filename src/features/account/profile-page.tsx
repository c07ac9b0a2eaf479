import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type ProfileInput, updateProfile } from '../../api/account';
import { TextField } from '../../components/text-field';
import { toast } from '../../components/toasts';
import { type BusinessField, type BusinessProblems, businessFormOf } from '../../domain/business';
import { checkProfile, type ProfileField, type ProfileProblems } from '../../domain/profile';
import type { User } from '../../domain/user';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { createSubmitMachine } from '../../machines/submit.machine';
import { useCityOf } from '../address/postcode-register';
import { AccountCard, AccountLayout } from './account-layout';
import { AvatarField } from './avatar-field';
import { BusinessFields, type BusinessValues, checkBusinessValues } from './business-fields';
import { ChangeNeedsNetwork } from './change-needs-network';
import { useProfileFieldText } from './profile-texts';
import { useForm } from './use-form';
import { initialsOf } from './user-avatar';

type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string;
  avatar: File | null;
} & BusinessValues;

const profileMachine = createSubmitMachine<User>().provide({
  actors: { send: fromPromise(({ input }) => updateProfile(input as ProfileInput)) },
});

/**
 * /account/profile: names, phone, picture and, for a business, its company details (PUT /api/user/). Needs the
 * network; the email is not changed here.
 */
export function ProfilePage() {
  const { user } = useSession();
  return (
    <AccountLayout title={<Trans>Profile</Trans>}>
      <AccountCard testId="profile">
        {/* Drawn by the server, which has no session, as the form without the user's values, until they are read. */}
        <ProfileForm key={user?._id ?? ''} user={user} />
      </AccountCard>
    </AccountLayout>
  );
}

/** The profile's form; with no `user` (not read yet) its fields are empty and cannot be used. */
function ProfileForm({ user }: { user: User | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const session = useSession();
  const fieldText = useProfileFieldText();
  const cityOf = useCityOf();
  const [state, send] = useMachine(profileMachine);
  const { values, setValues, problems, setProblems, set, checked } = useForm<
    ProfileValues,
    ProfileField | BusinessField,
    string
  >(
    {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      avatar: null as File | null,
      accountType: user?.business ? 'business' : 'private',
      ...businessFormOf(user?.business ?? null),
    },
    (form) => ({ ...checkProfile(form), ...checkBusinessValues(form, cityOf) }),
  );

  const failure = state.matches('failure') ? state.context.failure : null;
  const saved = state.matches('success') ? state.context.result : null;
  useEffect(() => {
    if (saved) {
      session.updateUser(saved);
      setValues((current) => ({ ...current, avatar: null }));
      toast.success(t`Your profile has been saved.`);
    }
  }, [saved, session.updateUser, setValues, t]);
  useEffect(() => {
    if (failure) setProblems(failure.fields as ProfileProblems & BusinessProblems);
  }, [failure, setProblems]);

  const busy = state.matches('submitting');
  const errorOf = (field: ProfileField) => fieldText(field, problems[field]);
  const {
    accountType,
    companyName,
    orgNumber,
    invoiceAddress1,
    invoiceAddress2,
    invoicePostcode,
    invoiceCity,
  } = values;
  const business = { companyName, orgNumber, invoiceAddress1, invoiceAddress2, invoicePostcode, invoiceCity };
  return (
    <form
      noValidate
      data-testid="profile-form"
      aria-busy={user ? undefined : true}
      onSubmit={(event) => {
        event.preventDefault();
        if (!user || !checked() || !online) return;
        const input: ProfileInput = { ...values, accountType, business };
        send({ type: 'form.submit', input });
      }}
    >
      <fieldset className="flex min-w-0 flex-col gap-5" disabled={!user}>
        {!online && <ChangeNeedsNetwork />}
        <AvatarField
          current={user?.avatar ?? null}
          chosen={values.avatar}
          onChoose={set('avatar')}
          initials={user ? initialsOf(user) : ''}
          error={errorOf('avatar')}
        />
        <div className="grid gap-4 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
          <TextField
            label={t`First name`}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errorOf('firstName')}
          />
          <TextField
            label={t`Last name`}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errorOf('lastName')}
          />
          <TextField
            label={t`Phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errorOf('phone')}
          />
          <div>
            <p className="mb-1 block text-sm font-medium text-ink">
              <Trans>Email address</Trans>
            </p>
            <p className="break-all py-2 text-ink">
              <span dir="ltr">{user?.email}</span>
            </p>
          </div>
        </div>
        <BusinessFields
          values={{ accountType, ...business }}
          problems={problems}
          set={set}
          setType={(type) => setValues((current) => ({ ...current, accountType: type }))}
          cityOf={cityOf}
        />
        {failure && Object.keys(failure.fields).length === 0 && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure.code === 'NETWORK'
              ? t`Could not reach the shop. Check your connection and try again.`
              : failure.message}
          </p>
        )}
        {saved && (
          <p
            role="status"
            className="rounded border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800"
          >
            <Trans>Your profile has been saved.</Trans>
          </p>
        )}
        <div>
          <button type="submit" className="btn-primary" disabled={busy || !online}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
