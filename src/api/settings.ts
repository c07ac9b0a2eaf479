// Site settings: GET /api/setting/settings → settings (spec §7), mapped to the app's Settings.
import * as v from 'valibot';
import { request } from './client';
import { seededAnswer } from './page-seed';

const SettingsDto = v.object({
  settings: v.object({
    name: v.string(),
    url: v.string(),
    phone: v.string(),
    email: v.string(),
    address: v.string(),
    orgNr: v.string(),
    links: v.array(v.object({ title: v.string(), url: v.string() })),
    footer: v.optional(v.picklist(['show', 'hide']), 'show'),
  }),
});

export type Settings = v.InferOutput<typeof SettingsDto>['settings'];
export const SettingsSchema = SettingsDto.entries.settings;

export const settingsPath = '/setting/settings';

export const fetchSettings = async (): Promise<Settings> =>
  (await request(SettingsDto, settingsPath)).settings;

/** The settings the page's HTML was rendered with (src/api/page-seed.ts), or undefined. */
export const seededSettings = (): Settings | undefined => seededAnswer(SettingsDto, settingsPath)?.settings;
