// Real effects for the machines. A write goes into the outbox first (so it survives going offline or closing
// the tab), then the sync worker sends it; the caller waits a few seconds for the server's answer.
import type { OutboxRequest } from '../domain/outbox';

const answerWaitMs = 8000;
const pollMs = 150;

/**
 * Resolves with the read answer when the server took the write, or null when it is queued (offline, or no
 * answer yet: it is sent when the network returns). Rejects with the server's { code, message } when refused;
 * the refused entry is then dropped from the outbox, since the form shows why.
 */
export async function sendThroughOutbox<T>(
  request: OutboxRequest,
  read: (body: unknown) => T,
): Promise<T | null> {
  // IndexedDB and the worker load on the first write, outside the bundle of the first page.
  const [{ db }, outbox, { startSync }] = await Promise.all([
    import('../db/db'),
    import('../db/outbox'),
    import('../workers/sync.bridge'),
  ]);
  const entry = await outbox.enqueue(db, request);
  // Something the user wrote now lives on this device: ask the browser not to evict it under pressure.
  void navigator.storage?.persist?.();
  void startSync({
    language: document.documentElement.lang === 'nb' ? 'no' : document.documentElement.lang,
  }).requestDrain();
  const deadline = Date.now() + answerWaitMs;
  while (Date.now() < deadline) {
    const current = await outbox.readEntry(db, entry.id);
    if (current?.state === 'done') return read(current.response);
    if (current?.state === 'failed') {
      await outbox.discard(db, entry.id);
      throw {
        code: current.lastError?.code ?? 'UNKNOWN',
        message: current.lastError?.message ?? '',
        fields: {},
      };
    }
    if (!navigator.onLine) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return null;
}
