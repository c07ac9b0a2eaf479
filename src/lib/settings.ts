// Site settings for the shell: the copy cached on the device (localStorage "settingsData", spec §7) is shown
// at once, then refreshed from the server. Without network the cached copy stays; without both, null.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { fetchSettings, seededSettings } from '../api/settings';
import { type Settings, SettingsSchema } from '../domain/settings';

const storageKey = 'settingsData';
const listeners = new Set<() => void>();
let current: Settings | null = readCached();

function readCached(): Settings | null {
  try {
    const raw = localStorage.getItem(storageKey);
    const parsed = raw ? v.safeParse(SettingsSchema, JSON.parse(raw)) : null;
    return parsed?.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export async function refreshSettings(): Promise<void> {
  try {
    current = await fetchSettings();
    localStorage.setItem(storageKey, JSON.stringify(current));
    for (const listener of listeners) listener();
  } catch {
    // Offline or server down: keep what is cached.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The page pre-rendered at build time has no settings; hydration starts from that and then shows the copy. A page
// the server rendered carries the settings it was drawn with: in the browser they are read before the first
// refresh takes them (main.tsx), on the server at each render.
const renderedInBrowser = typeof document === 'undefined' ? undefined : (seededSettings() ?? null);
const rendered = () => (renderedInBrowser === undefined ? (seededSettings() ?? null) : renderedInBrowser);

export const useSettings = (): Settings | null => useSyncExternalStore(subscribe, () => current, rendered);
