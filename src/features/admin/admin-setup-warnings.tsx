import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { fetchSetupStatus } from '../../api/admin-status';
import type { SetupStatus, SetupWarning } from '../../domain/setup-status';

/** The shop's setup as the server found it at its start; null when it cannot be read (offline), undefined until then. */
export function useSetupStatus(): SetupStatus | null | undefined {
  const [status, setStatus] = useState<SetupStatus | null | undefined>(undefined);
  useEffect(() => {
    fetchSetupStatus().then(setStatus, () => setStatus(null));
  }, []);
  return status;
}

/**
 * The top of /admin/dashboard: what the shop's start found must be fixed before customers rely on it (production
 * without SMTP_URL or PUBLIC_URL). Nothing shows while loading, offline, or when all is well.
 */
export function AdminSetupWarnings({ status }: { status: SetupStatus | null | undefined }) {
  if (!status || status.warnings.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="setup-warnings-title"
      className="rounded-lg border border-red-300 bg-red-50 p-5 text-red-900 md:p-6"
      data-testid="admin-setup-warnings"
    >
      <h2 id="setup-warnings-title" className="mb-3 text-lg font-semibold">
        <Trans>The shop's setup needs attention</Trans>
      </h2>
      <ul className="list-disc space-y-3 ps-5">
        {status.warnings.map((warning) => (
          <li key={warning} data-testid={`setup-warning-${warning}`}>
            <WarningText warning={warning} publicUrl={status.publicUrl} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WarningText({ warning, publicUrl }: { warning: SetupWarning; publicUrl: string }) {
  const setting = (name: string) => (
    <code dir="ltr" className="rounded bg-white/70 px-1 font-mono text-sm">
      {name}
    </code>
  );
  const address = (
    <bdi dir="ltr" className="font-mono text-sm">
      {publicUrl}
    </bdi>
  );
  const smtpUrl = setting('SMTP_URL');
  const publicUrlSetting = setting('PUBLIC_URL');
  switch (warning) {
    case 'MAIL_NOT_SENT':
      return (
        <Trans>
          <strong>Mail is not being sent.</strong> {smtpUrl} is not set, so order confirmations and password
          reset links are only kept in the shop's database and never reach customers. Set {smtpUrl} and
          restart the shop.
        </Trans>
      );
    case 'PUBLIC_URL_UNSET':
      return (
        <Trans>
          <strong>Links in mail point at {address}.</strong> {publicUrlSetting} is not set, so mailed links
          use this server's own address, which customers may not be able to open. Set {publicUrlSetting} to
          the shop's address and restart the shop.
        </Trans>
      );
  }
}
