// What the page says when a part of the app's code could not be had after the app started (the connection went
// before the service worker kept that code): the part is left out, and a reload brings it once the connection is
// back. Sent by lazyNamed (src/lib/lazy-named.ts).
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { partFailedEvent } from '../../lib/lazy-named';

export function PartFailedNotice() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const show = () => setFailed(true);
    window.addEventListener(partFailedEvent, show);
    return () => window.removeEventListener(partFailedEvent, show);
  }, []);
  if (!failed) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white shadow-lg"
      data-testid="part-failed"
    >
      <div className="container flex flex-wrap items-center justify-between gap-3 py-4">
        <p className="max-w-prose text-ink">
          <Trans>
            Part of the shop could not load over this connection. Reload the page once the connection is back.
          </Trans>
        </p>
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </div>
  );
}
