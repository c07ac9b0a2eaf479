import { useLingui } from '@lingui/react/macro';
import type { TwoFactorFailure } from '../../machines/two-factor.machine';

/**
 * "2FA setup failed: …", "2FA enable failed: …", "2FA disable failed: …", "Backup codes regeneration failed: …"
 * (docs/decisions.md "The product's exact texts").
 */
export function TwoFactorFailureBox({ failure }: { failure: TwoFactorFailure }) {
  const { t } = useLingui();
  const reason =
    failure.code === 'NETWORK'
      ? t`Network error or server not reachable`
      : failure.code === 'UNKNOWN' || failure.code === 'BAD_RESPONSE' || !failure.message
        ? t`Unknown error`
        : failure.message;
  const text = {
    setup: t`2FA setup failed: ${reason}`,
    enable: t`2FA enable failed: ${reason}`,
    disable: t`2FA disable failed: ${reason}`,
    regenerate: t`Backup codes regeneration failed: ${reason}`,
  }[failure.step];
  return (
    <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  );
}
