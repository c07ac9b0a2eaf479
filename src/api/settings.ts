// Site settings: GET /api/setting/settings → settings (spec §7), mapped to the app's Settings.
import * as v from 'valibot';
import { type Settings, SettingsSchema } from '../domain/settings';
import { request } from './client';
import { seededAnswer } from './page-seed';

const SettingsDto = v.object({ settings: SettingsSchema });

export const settingsPath = '/setting/settings';

export const fetchSettings = async (): Promise<Settings> =>
  (await request(SettingsDto, settingsPath)).settings;

/** The settings the page's HTML was rendered with (src/api/page-seed.ts), or undefined. */
export const seededSettings = (): Settings | undefined => seededAnswer(SettingsDto, settingsPath)?.settings;
