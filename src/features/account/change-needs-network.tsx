import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../components/icons';

/**
 * Said instead of queuing: a change of the account (profile, password, two-factor) needs the server's answer at once,
 * so offline the form waits for the network rather than saving the change for later.
 */
export function ChangeNeedsNetwork() {
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="needs-network"
    >
      <WifiOffIcon width={18} height={18} className="mt-0.5 shrink-0" />
      <span>
        <Trans>You are offline. This change needs a connection to the shop: connect, then try again.</Trans>
      </span>
    </p>
  );
}
