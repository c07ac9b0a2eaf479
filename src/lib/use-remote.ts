// A server read a page shows (loading, then success with the payload or failure with
// the error). The newest key wins: an answer for a key no longer shown is dropped. A read that failed for
// want of a network is tried again when the browser comes back online (and, while it says it is online, after a
// growing pause), so no page waits forever.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import type { Seed } from '../first-visit/page-seed';
import { usePageSeed } from './page-seed';

export type Remote<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'done'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: ApiError };

/** A read that failed for want of a network while the browser says it is online is tried again after this long,
 * doubling each time up to onlineRetryMaxMs. */
export const onlineRetryMs = 2000;
const onlineRetryMaxMs = 30_000;

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error));

/**
 * `seeded` reads the answer the server drew the page with (src/lib/page-seed.tsx) for the first render, so hydration
 * matches and the page does not ask again; `keep` stores an answer on the side (the seeded one too), e.g. on the
 * device for offline use.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
  { seeded, keep }: { seeded?: (seed: Seed) => T | undefined; keep?: (data: T) => void } = {},
): Remote<T> & { retry: () => void } {
  const seed = usePageSeed();
  const [state, setState] = useState<{ key: string | null; remote: Remote<T> }>(() => {
    const data = key === null ? undefined : seeded?.(seed);
    return data === undefined
      ? { key: null, remote: { status: 'loading' } }
      : { key, remote: { status: 'done', data } };
  });
  // The seeded answer is on screen already: it is only kept, not asked for again.
  const fromSeed = useRef(state.remote.status === 'done' ? state : null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` and `keep` change with `key`; `attempt` re-runs it.
  useEffect(() => {
    if (key === null) return;
    const shown = fromSeed.current;
    fromSeed.current = null;
    if (shown?.key === key && shown.remote.status === 'done') {
      keep?.(shown.remote.data);
      return;
    }
    let current = true;
    setState((s) =>
      s.key === key && s.remote.status === 'failed' ? { key, remote: { status: 'loading' } } : s,
    );
    // The answer is drawn as a transition: React renders a page of results in slices of a few milliseconds
    // instead of one long task that would hold up a tap on a slow phone.
    const settle = (remote: Remote<T>) => {
      if (current) startTransition(() => setState({ key, remote }));
    };
    load().then(
      (data) => {
        keep?.(data);
        settle({ status: 'done', data });
      },
      (error) => settle({ status: 'failed', error: asApiError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const remote: Remote<T> = state.key === key ? state.remote : { status: 'loading' };
  const offlineFailure = remote.status === 'failed' && remote.error.isNetwork;
  useEffect(() => {
    if (!offlineFailure) return;
    window.addEventListener('online', retry);
    // Failed although the browser says it is online: the network came back a moment too late for the try the
    // `online` event made, or a patchy line dropped it. Try again shortly, then less and less often.
    const delay = Math.min(onlineRetryMaxMs, onlineRetryMs * 2 ** Math.min(attempt, 4));
    const timer = navigator.onLine ? window.setTimeout(retry, delay) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(timer);
    };
  }, [offlineFailure, retry, attempt]);

  return { ...remote, retry };
}
