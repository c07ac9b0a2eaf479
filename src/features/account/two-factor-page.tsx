import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { fromPromise } from 'xstate';
import { disableTwoFactor, enableTwoFactor, regenerateBackupCodes, setupTwoFactor } from '../../api/account';
import { ShieldIcon } from '../../components/icons';
import { groupSecret } from '../../domain/two-factor';
import type { User } from '../../domain/user';
import { useSession } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { type TwoFactorFailure, twoFactorMachine } from '../../machines/two-factor.machine';
import { AccountCard, AccountLayout } from './account-layout';
import { AdminTwoFactorNote } from './admin-two-factor';
import { BackupCodes } from './backup-codes';
import { ChangeNeedsNetwork } from './change-needs-network';
import { CodeForm } from './code-form';
import { EnableForm } from './two-factor-enable-form';
import { TwoFactorFailureBox } from './two-factor-texts';

/** /account/two-factor: turn two-factor sign-in on (QR code or secret, a code, the backup codes) or off. */
export function TwoFactorPage() {
  const { user } = useSession();
  return (
    <AccountLayout title={<Trans>Two-factor sign-in</Trans>}>
      {/* What it is, whether it is on or off: drawn with the page's frame, before the device's user is read. */}
      <p className="mb-4 max-w-prose text-ink-soft">
        <Trans>
          With two-factor sign-in, signing in also asks for a 6-digit code from an authenticator app on your
          phone (for example Google Authenticator, Microsoft Authenticator or 1Password). Someone who learns
          your password still cannot sign in.
        </Trans>
      </p>
      {user ? (
        <TwoFactorSettings key={user._id} user={user} />
      ) : (
        <AccountCard>
          <div className="h-48 animate-pulse rounded bg-gray-50" aria-busy="true" />
        </AccountCard>
      )}
    </AccountLayout>
  );
}

function TwoFactorSettings({ user }: { user: User }) {
  const session = useSession();
  const online = useOnline();
  const [machine] = useState(() =>
    twoFactorMachine.provide({
      actors: {
        setUp: fromPromise(() => setupTwoFactor()),
        enable: fromPromise(({ input }) => enableTwoFactor(input.code, input.password)),
        disable: fromPromise(({ input }) => disableTwoFactor(input)),
        regenerate: fromPromise(({ input }) => regenerateBackupCodes(input.code)),
      },
      actions: {
        keepToken: (_, { token }) => session.keepToken(token),
        changedEnabled: (_, { enabled }) => session.updateUser({ ...user, twoFactorEnabled: enabled }),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { enabled: user.twoFactorEnabled } });
  const { failure, setup, backupCodes } = state.context;

  if (state.matches('codes') && backupCodes) {
    return (
      <AccountCard testId="two-factor">
        <BackupCodes codes={backupCodes} onSaved={() => send({ type: 'twoFactor.saved' })} />
      </AccountCard>
    );
  }
  const admin = user.role === 'ADMIN';
  return (
    <AccountCard testId="two-factor">
      {!online && <ChangeNeedsNetwork />}
      {admin && state.matches('off') && <AdminTwoFactorNote enabled={false} />}
      {state.matches('off') ? (
        setup ? (
          <SetupSteps
            secret={setup.secret}
            qrCode={setup.qrCode}
            busy={state.matches({ off: 'enabling' })}
            offline={!online}
            failure={failure}
            onConfirm={(given) => send({ type: 'twoFactor.confirm', ...given })}
            onCancel={() => send({ type: 'twoFactor.cancel' })}
          >
            {failure && <TwoFactorFailureBox failure={failure} />}
          </SetupSteps>
        ) : (
          <TurnedOff
            busy={state.matches({ off: 'settingUp' })}
            offline={!online}
            justTurnedOff={state.context.enabledAtStart}
            onStart={() => send({ type: 'twoFactor.start' })}
          >
            {failure && <TwoFactorFailureBox failure={failure} />}
          </TurnedOff>
        )
      ) : (
        <TurnedOn
          regenerating={state.matches({ on: 'regenerating' })}
          disabling={state.matches({ on: 'disabling' })}
          offline={!online}
          onRegenerate={(code) => send({ type: 'twoFactor.regenerate', code })}
          onDisable={(factor) => send({ type: 'twoFactor.disable', factor })}
          failure={failure && <TwoFactorFailureBox failure={failure} />}
        />
      )}
      {admin && state.matches('on') && <AdminTwoFactorNote enabled />}
    </AccountCard>
  );
}

type Children = { children?: ReactNode };

function TurnedOff({
  busy,
  offline,
  justTurnedOff,
  onStart,
  children,
}: { busy: boolean; offline: boolean; justTurnedOff: boolean; onStart: () => void } & Children) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p
        role="status"
        className="flex items-center gap-2 font-semibold text-ink"
        data-testid="two-factor-state"
      >
        {justTurnedOff ? (
          <Trans>Two-factor sign-in is now off.</Trans>
        ) : (
          <Trans>Two-factor sign-in is off.</Trans>
        )}
      </p>
      {children}
      <button type="button" className="btn-primary" disabled={busy || offline} onClick={onStart}>
        {busy ? <Trans>Setting up…</Trans> : <Trans>Set up two-factor sign-in</Trans>}
      </button>
    </div>
  );
}

function SetupSteps({
  secret,
  qrCode,
  busy,
  offline,
  failure,
  onConfirm,
  onCancel,
  children,
}: {
  secret: string;
  qrCode: string;
  busy: boolean;
  offline: boolean;
  failure: TwoFactorFailure | null;
  onConfirm: (given: { code: string; password: string }) => void;
  onCancel: () => void;
} & Children) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6" data-testid="two-factor-setup">
      <ol className="flex flex-col gap-6">
        <li>
          <h2 className="mb-2 font-semibold text-ink">
            <Trans>1. Scan the QR code with your authenticator app</Trans>
          </h2>
          <img
            src={qrCode}
            alt={t`QR code for your authenticator app`}
            width={200}
            height={200}
            className="h-50 w-50 rounded border border-gray-200 bg-white p-2"
            data-testid="two-factor-qr"
          />
        </li>
        <li>
          <h2 className="mb-2 font-semibold text-ink">
            <Trans>2. Or type this key into the app</Trans>
          </h2>
          <p className="mb-1 text-sm text-ink-soft">
            <Trans>Choose to enter a setup key, and type it as shown (time-based).</Trans>
          </p>
          <code
            className="inline-block select-all break-all rounded bg-gray-100 px-3 py-2 font-mono text-lg tracking-wider text-ink"
            dir="ltr"
            data-testid="two-factor-secret"
          >
            {groupSecret(secret)}
          </code>
        </li>
        <li>
          <h2 className="mb-2 font-semibold text-ink">
            <Trans>3. Enter the 6-digit code the app shows, and your password</Trans>
          </h2>
          <EnableForm busy={busy} disabled={offline} failure={failure} onSubmit={onConfirm}>
            {children}
          </EnableForm>
        </li>
      </ol>
      <div>
        <button type="button" className="btn-ghost border border-gray-300" disabled={busy} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </div>
  );
}

function TurnedOn({
  regenerating,
  disabling,
  offline,
  onRegenerate,
  onDisable,
  failure,
}: {
  regenerating: boolean;
  disabling: boolean;
  offline: boolean;
  onRegenerate: (code: string) => void;
  onDisable: (factor: { kind: 'totp' | 'backup'; code: string }) => void;
  failure: ReactNode;
}) {
  const { t } = useLingui();
  const busy = regenerating || disabling;
  return (
    <div className="flex flex-col gap-6">
      <p
        role="status"
        className="flex items-center gap-2 font-semibold text-green-800"
        data-testid="two-factor-state"
      >
        <ShieldIcon width={20} height={20} />
        <Trans>Two-factor sign-in is on.</Trans>
      </p>
      {failure}
      <section className="border-t border-gray-100 pt-5" aria-labelledby="new-backup-codes">
        <h2 id="new-backup-codes" className="mb-1 font-semibold text-ink">
          <Trans>New backup codes</Trans>
        </h2>
        <p className="mb-3 max-w-prose text-sm text-ink-soft">
          <Trans>Used up or lost your backup codes? Make ten new ones; the old codes stop working.</Trans>
        </p>
        <CodeForm
          name={t`Make new backup codes`}
          busy={busy}
          disabled={offline}
          submitLabel={regenerating ? <Trans>Making codes…</Trans> : <Trans>Make new backup codes</Trans>}
          onSubmit={({ code }) => onRegenerate(code)}
        />
      </section>
      <section className="border-t border-gray-100 pt-5" aria-labelledby="turn-off-two-factor">
        <h2 id="turn-off-two-factor" className="mb-1 font-semibold text-ink">
          <Trans>Turn off two-factor sign-in</Trans>
        </h2>
        <p className="mb-3 max-w-prose text-sm text-ink-soft">
          <Trans>
            Signing in will ask only for your password. Confirm with a code from the app or a backup code.
          </Trans>
        </p>
        <CodeForm
          name={t`Turn off two-factor sign-in`}
          busy={busy}
          disabled={offline}
          allowBackup
          submitLabel={disabling ? <Trans>Turning off…</Trans> : <Trans>Turn off</Trans>}
          onSubmit={onDisable}
        />
      </section>
    </div>
  );
}
