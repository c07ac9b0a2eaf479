// Offline indicator and the pending-writes badge with its panel: what is waiting in the
// outbox, what failed and why, with retry and discard. Loaded lazily so IndexedDB code stays out of the
// first bundle.

import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { WifiOffIcon } from '../../components/icons';
import { discard, listOpen, retry } from '../../db/outbox';
import type { OutboxEntry } from '../../domain/outbox';
import { limitedUntil } from '../../domain/outbox-policy';
import { useHeldBackText, useLimitedText } from '../../features/checkout/order-wait';
import { useDatabase } from '../../lib/database';
import { useOnline } from '../../lib/use-online';

const streamNames: Record<string, MessageDescriptor> = {
  contact: msg`Message to customer service`,
  newsletter: msg`Newsletter sign-up`,
  cart: msg`Cart`,
  order: msg`Order`,
  garage: msg`Saved vehicles`,
  lists: msg`Wishlist and comparison`,
};

/** Failures the device itself names (the server's own messages come in the user's language already). */
const failureTexts: Record<string, MessageDescriptor> = {
  SIGNED_OUT: msg`Sign in again to send this change.`,
  UNAUTHORIZED: msg`Your session has ended. Sign in again, then try again.`,
};

/** `compact` (the 360 px header): icon and count only; the words stay for screen readers. */
export function SyncStatus({
  tone = 'dark',
  compact = false,
}: {
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  const online = useOnline();
  const db = useDatabase();
  const open = useLiveQuery(() => listOpen(db), [db], [] as OutboxEntry[]);
  const failed = open.filter((entry) => entry.state === 'failed').length;
  const muted = tone === 'dark' ? 'text-white/80' : 'text-ink-soft';
  const words = compact ? 'sr-only' : 'whitespace-nowrap';
  return (
    <div className="flex items-center gap-3" data-testid="sync-status">
      {!online && (
        <span className={`flex items-center gap-1.5 ${muted}`} role="status" data-testid="offline-indicator">
          <WifiOffIcon width={16} height={16} />
          <span className={words}>
            <Trans>Offline</Trans>
          </span>
        </span>
      )}
      {open.length > 0 && (
        <Popover className="relative">
          <PopoverButton
            className={`flex items-center gap-1.5 rounded px-2 py-1 hover:bg-white/10 ${muted}`}
            data-testid="pending-badge"
          >
            <span
              className={`rounded-full px-1.5 text-xs font-bold text-white ${failed ? 'bg-brand' : 'bg-amber-600'}`}
            >
              {open.length}
            </span>
            <span className={words}>
              {failed ? <Trans>Not sent</Trans> : <Trans>Waiting to be sent</Trans>}
            </span>
          </PopoverButton>
          <PopoverPanel
            anchor="bottom end"
            className="z-50 w-80 rounded bg-white p-3 text-sm text-ink shadow-lg [--anchor-gap:6px]"
          >
            <OutboxList entries={open} />
          </PopoverPanel>
        </Popover>
      )}
    </div>
  );
}

function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const { i18n } = useLingui();
  const db = useDatabase();
  const limitedText = useLimitedText();
  const heldBackText = useHeldBackText();
  /** What a pending entry waits for: the shop's Retry-After (a limit met), else the network. */
  const waitText = (entry: OutboxEntry) => {
    const until = limitedUntil(entry);
    if (until === null) return null;
    return entry.stream === 'order' ? limitedText(until) : heldBackText(until);
  };
  return (
    <ul className="divide-y divide-gray-100" data-testid="outbox-list">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2">
          <div className="font-medium">{i18n._(streamNames[entry.stream] ?? msg`Change`)}</div>
          <div className="text-xs text-ink-soft">
            {i18n.date(new Date(entry.createdAt), { dateStyle: 'short', timeStyle: 'short' })}
          </div>
          {entry.state === 'failed' ? (
            <>
              <p className="mt-1 text-brand-dark">
                {entry.lastError && failureTexts[entry.lastError.code]
                  ? i18n._(failureTexts[entry.lastError.code] as MessageDescriptor)
                  : entry.lastError?.message}
              </p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className="btn-primary px-3 py-1 text-xs"
                  onClick={() => void retry(db, entry.id)}
                >
                  <Trans>Try again</Trans>
                </button>
                <button
                  type="button"
                  className="btn-ghost px-3 py-1 text-xs"
                  onClick={() => void discard(db, entry.id)}
                >
                  <Trans>Discard</Trans>
                </button>
              </div>
            </>
          ) : (
            <p className="mt-1 text-ink-soft">
              {entry.state === 'sending' ? (
                <Trans>Sending…</Trans>
              ) : (
                (waitText(entry) ?? <Trans>Will be sent when you are online.</Trans>)
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
