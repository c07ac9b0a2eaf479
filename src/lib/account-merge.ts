// The sign-in merge of what the device keeps with the account's copy (the garage, the wishlist and compare list):
// the device's goes to the account's merge call and the answer becomes the device's. When it cannot be merged now
// (offline, the shop failing or refusing) the merge itself waits in the outbox (sent with the user's session) and
// the device keeps its own; nothing the device holds is lost.
import { enqueue } from '../db/outbox';
import type { AppDB } from '../db/schema';
import { saveSession } from '../db/session';
import type { OutboxRequest } from '../domain/outbox';
import { classify } from '../domain/outbox-policy';
import { tokenSubject } from '../domain/session-token';
import { requestDrain } from './request-drain';

export type MergeOutcome =
  /** The device shows the union of both. */
  | 'merged'
  /** Offline or the shop failing: the device's part waits in the outbox for the account; the account's comes at the next refresh. */
  | 'queued'
  /** The server refused (4xx): the device keeps its own, and the outbox entry shows the refusal. */
  | 'failed'
  /** No readable session token: nothing to merge with. */
  | 'signed-out';

export type AccountMerge<Device, Answer> = {
  /** What the device holds now. */
  read: (db: AppDB) => Promise<Device>;
  /** Nothing to send: offline, nothing is queued. */
  isEmpty: (device: Device) => boolean;
  /** The account's merge call. */
  send: (device: Device) => Promise<Answer>;
  /** The answer onto the device. */
  apply: (db: AppDB, answer: Answer, device: Device) => Promise<void>;
  /** The same merge as an outbox entry of `userId`, for when the network is down. */
  queued: (device: Device, userId: string) => OutboxRequest;
};

/** Mirrors the session of `token` (its subject names the user) and merges; never throws for the network. */
export async function mergeAtSignIn<Device, Answer>(
  db: AppDB,
  token: string | null,
  merge: AccountMerge<Device, Answer>,
): Promise<MergeOutcome> {
  const userId = token ? tokenSubject(token) : null;
  if (!token || !userId) return 'signed-out';
  await saveSession(db, { token, userId });
  const device = await merge.read(db);
  try {
    await merge.apply(db, await merge.send(device), device);
    return 'merged';
  } catch (error) {
    // Not merged now: the merge goes to the outbox, which sends it when the network or the shop is back (offline,
    // 5xx, 429) or shows the user the server's refusal. Until then the device keeps its own, and an open entry keeps
    // a refresh from the account from putting the account's copy over it.
    const status =
      typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
    if (typeof status !== 'number' || status === 401) return 'failed';
    if (!merge.isEmpty(device)) {
      await enqueue(db, merge.queued(device, userId));
      void requestDrain().catch(() => undefined);
    }
    return classify(status) === 'retry' ? 'queued' : 'failed';
  }
}
