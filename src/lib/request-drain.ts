// After a change that queued an outbox entry outside a form (the garage of a signed-in user): ask the sync worker
// to send it now. Offline the worker just reschedules; the entry waits in IndexedDB either way.

export async function requestDrain(): Promise<void> {
  // The worker's bridge loads with the first write, outside the bundle of the first page.
  const { startSync } = await import('../workers/sync.bridge');
  const lang = document.documentElement.lang;
  await startSync({ language: lang === 'nb' ? 'no' : lang }).requestDrain();
}

/** After an intent that may have queued a change for the signed-in user's account: sends it at once when it did. */
export const drainIfQueued = (queued: boolean) => {
  if (queued) void requestDrain().catch(() => undefined);
};
