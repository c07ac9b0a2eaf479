// Site settings for the shell: the copy cached on the device (localStorage "settingsData") is shown
// at once, then refreshed from the server. Without network the cached copy stays; without both, null.
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { fetchSettings, seededSettings } from '../api/settings';
import { type Settings, SettingsSchema } from '../domain/settings';
import { usePageSeed } from './page-seed';

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

/** Reads the settings from the server and keeps them; `fresh`: ones just had (the page was drawn with them). */
export async function refreshSettings(fresh?: Settings): Promise<void> {
  try {
    current = fresh ?? (await fetchSettings());
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

// The shell drawn at build time has no settings; hydration starts from that and then shows the copy. A page the
// server drew carries the settings it was drawn with (src/lib/page-seed.tsx): it renders and hydrates with them.
export function useSettings(): Settings | null {
  const seed = usePageSeed();
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => seededSettings(seed) ?? null,
  );
}
