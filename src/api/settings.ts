// Site settings: GET /api/setting/settings → settings, mapped to the app's Settings.
import * as v from 'valibot';
import { type Settings, SettingsSchema } from '../domain/settings';
import type { Seed } from '../first-visit/page-seed';
import { request } from './client';

const SettingsDto = v.object({ settings: SettingsSchema });

export const settingsPath = '/setting/settings';

export const fetchSettings = async (): Promise<Settings> =>
  (await request(SettingsDto, settingsPath)).settings;

/** The settings the page's HTML was rendered with (src/first-visit/page-seed.ts), or undefined. */
export const seededSettings = (seed: Seed): Settings | undefined =>
  seed.answer(SettingsDto, settingsPath)?.settings;
