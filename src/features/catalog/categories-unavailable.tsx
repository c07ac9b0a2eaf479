import { Trans } from '@lingui/react/macro';
import { WifiOffIcon } from '../../components/icons';
import { ListMessage } from './list-message';

/** No copy of the category tree on this device and no server to ask. */
export function CategoriesUnavailable() {
  return (
    <ListMessage
      icon={<WifiOffIcon width={32} height={32} />}
      title={<Trans>The categories are not stored yet</Trans>}
    >
      <p>
        <Trans>
          Open the shop once with a connection and the categories are kept on this device. They load by
          themselves when the connection is back.
        </Trans>
      </p>
    </ListMessage>
  );
}
