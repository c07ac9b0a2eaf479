// Test helpers for api/: a pretend server behind the global fetch (undone by vi.unstubAllGlobals()).
// Not imported by the app.
import { vi } from 'vitest';

/** A JSON answer as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Every fetch answers `response()`; the spy holds what was sent (URL and init). */
export function answer(response: () => Response) {
  const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

/** Every fetch fails as it does in a browser without a network. */
export const goOffline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
