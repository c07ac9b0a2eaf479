// Site settings: GET /api/setting/settings → settings, mapped to the app's Settings.
import { type Settings, SettingsRead } from '../domain/settings';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

export const settingsPath = '/setting/settings';

export const fetchSettings = async (): Promise<Settings> =>
  (await request(SettingsRead, settingsPath)).settings;

/** The settings the page's HTML was rendered with (src/first-visit/page-seed.ts), or undefined. */
export const seededSettings = (seed: Seed): Settings | undefined =>
  seed.answer(SettingsRead, settingsPath)?.settings;
