import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../components/toasts';
import { backupCodesText } from '../../domain/two-factor';

// Printing shows the codes alone: everything else on the page is hidden for paper.
const printOnlyCodes = `@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0; padding: 2rem; }
  [data-print-hide] { display: none !important; }
}`;

/**
 * The backup codes, shown once (after two-factor sign-in is turned on, or new codes are made): copy, print, and the
 * "I have saved them" step before the page moves on; the codes are not shown again.
 */
export function BackupCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const { t } = useLingui();
  const [confirmed, setConfirmed] = useState(false);
  const checkId = useId();
  const title = t`Bildeler backup codes`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(backupCodesText(codes, title));
      toast.success(t`The backup codes are copied.`);
    } catch {
      toast.error(t`Could not copy. Select the codes and copy them yourself.`);
    }
  };
  return (
    <div className="flex flex-col gap-4" data-testid="backup-codes" data-print-area="">
      <style>{printOnlyCodes}</style>
      <h2 className="text-lg font-semibold text-ink">
        <Trans>Your backup codes</Trans>
      </h2>
      <p className="rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-print-hide="">
        <Trans>
          Save these codes now: they are shown only this once. If you lose your phone, each code lets you sign
          in one time instead of a code from the app.
        </Trans>
      </p>
      <ol
        className="grid max-w-md grid-cols-1 gap-x-6 sm:grid-cols-2 gap-y-2 rounded border border-gray-200 bg-gray-50 p-4 font-mono text-base"
        dir="ltr"
        aria-label={title}
      >
        {codes.map((code) => (
          <li
            key={code}
            className="list-inside list-decimal whitespace-nowrap tracking-wide"
            data-testid="backup-code"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2" data-print-hide="">
        <button type="button" className="btn-ghost border border-gray-300" onClick={() => void copy()}>
          <Trans>Copy codes</Trans>
        </button>
        <button type="button" className="btn-ghost border border-gray-300" onClick={() => window.print()}>
          <Trans>Print codes</Trans>
        </button>
      </div>
      <div className="flex flex-col items-start gap-3 border-t border-gray-100 pt-4" data-print-hide="">
        <div className="flex items-start gap-2">
          <input
            id={checkId}
            type="checkbox"
            className="mt-1 h-4 w-4 accent-brand"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <label htmlFor={checkId} className="text-ink">
            <Trans>I have saved my backup codes somewhere safe</Trans>
          </label>
        </div>
        <button type="button" className="btn-primary" disabled={!confirmed} onClick={onSaved}>
          <Trans>I have saved them</Trans>
        </button>
      </div>
    </div>
  );
}
