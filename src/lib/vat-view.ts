// How a business account sees prices: ex. MVA unless it switched to incl. MVA on this device (localStorage
// "bildeler.vatView", kept across sign-outs and reloads). Everyone else sees prices incl. MVA, as the shop charges
// them. Only the drawing changes: the server prices and charges in øre incl. MVA either way.
import { useSyncExternalStore } from 'react';
import { useSession } from './session';

export type VatMode = 'incl' | 'excl';
export const vatViewStorageKey = 'bildeler.vatView';

const readChoice = (): VatMode | null => {
  try {
    const stored = globalThis.localStorage?.getItem(vatViewStorageKey);
    return stored === 'incl' || stored === 'excl' ? stored : null;
  } catch {
    return null;
  }
};

let chosen = readChoice();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A business account's choice, kept on the device; every price redrawn at once. */
export function chooseVatMode(mode: VatMode): void {
  try {
    globalThis.localStorage?.setItem(vatViewStorageKey, mode);
  } catch {
    // Storage blocked: the choice holds for this page.
  }
  chosen = mode;
  for (const listener of listeners) listener();
}

export type VatView = {
  /** The signed-in account is a business: its prices say which they are. */
  business: boolean;
  mode: VatMode;
};

/** Whether prices show ex. MVA here, and whether they say so (a business account). */
export function useVatView(): VatView {
  const { user } = useSession();
  const choice = useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
  const business = Boolean(user?.business);
  return { business, mode: business ? (choice ?? 'excl') : 'incl' };
}
