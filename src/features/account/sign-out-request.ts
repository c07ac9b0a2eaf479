// The one sign-out being asked about, as a tiny external store: the session asks (src/app/session-hooks.ts), the
// host in the app's shell draws the dialog (sign-out-host.tsx). A second "Log out" while one is open changes nothing.
import { useSyncExternalStore } from 'react';

export type SignOutRequest = {
  userId: string;
  /** Ends the session (the session machine's own sign-out). */
  proceed: () => void;
  /** Tells each request apart, so a new one draws a fresh dialog. */
  id: number;
};

let current: SignOutRequest | null = null;
let made = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};

export function requestSignOut(userId: string, proceed: () => void): void {
  if (current) return;
  current = { userId, proceed, id: ++made };
  changed();
}

export function endSignOutRequest(): void {
  current = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => current;

export const useSignOutRequest = () => useSyncExternalStore(subscribe, snapshot, () => null);
