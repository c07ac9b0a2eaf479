// What the page says when the app's code could not be had before it took the page over (the connection went on a
// first visit): a tap kept for the app will not be done. Drawn hidden with every page; the boot code
// (src/first-visit/boot.ts) shows it, and reloads the page from its button, since no app code is there to do it.
import { Trans } from '@lingui/react/macro';
import { codeFailedId, reloadAttribute } from '../../first-visit/names';

export function CodeFailedNotice() {
  return (
    <div
      id={codeFailedId}
      role="alert"
      hidden
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white shadow-lg"
      data-testid="code-failed"
    >
      <div className="container flex flex-wrap items-center justify-between gap-3 py-4">
        {/* The page is drawn in Norwegian even for a visitor reading Arabic: the text runs its own way. */}
        <p className="max-w-prose text-ink" dir="auto">
          <Trans>
            The shop could not load over this connection, so what you tapped was not done. Check the
            connection and reload the page.
          </Trans>
        </p>
        <button type="button" className="btn-primary" {...{ [reloadAttribute]: '' }}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </div>
  );
}
