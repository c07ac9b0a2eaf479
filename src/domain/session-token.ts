// What the app reads from its own session token without verifying it (the server does that): whose it is.
// Used to tie outbox entries to the user who made them, so another user's session never sends them.

/** The token's subject (the user's id), or null when the token is not a readable JWT. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof json?.sub === 'string' && json.sub !== '' ? json.sub : null;
  } catch {
    return null;
  }
}
