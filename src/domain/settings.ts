// The shop's site settings: name, contact details and footer links, shown by the shell and kept on
// the device for offline use.
import * as v from 'valibot';

const footers = ['show', 'hide'] as const;

const ShopSettingsSchema = v.object({
  name: v.string(),
  url: v.string(),
  phone: v.string(),
  email: v.string(),
  address: v.string(),
  orgNr: v.string(),
  links: v.array(v.object({ title: v.string(), url: v.string() })),
  contacts: v.object({ address: v.string(), email: v.string(), phone: v.string() }),
  footer: v.picklist(footers),
});

/** GET /api/setting/settings. */
export const ShopSettingsAnswer = v.object({ settings: ShopSettingsSchema });

/**
 * The settings as the app reads them: from that answer, the service worker's kept copy or the device's own
 * (src/lib/settings.ts). A copy kept from before the footer setting reads as shown; `contacts` is not kept (the
 * shell shows the shop's own phone and email).
 */
export const SettingsSchema = v.object({
  ...v.omit(ShopSettingsSchema, ['contacts']).entries,
  footer: v.optional(v.picklist(footers), 'show'),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

/** How the app reads GET /api/setting/settings (with SettingsSchema). */
export const SettingsRead = v.object({ settings: SettingsSchema });
