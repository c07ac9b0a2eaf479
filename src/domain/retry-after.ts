// A Retry-After header (RFC 9110 §10.2.3) as seconds from now: delta-seconds or an HTTP date. Shared by the app's
// HTTP client and the outbox's sender (the service worker and the sync worker read it too, without the client).

/** Retry-After in seconds (delta-seconds or an HTTP date), or null. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
