// The shop's site settings: name, contact details and footer links, shown by the shell and kept on
// the device for offline use.
import * as v from 'valibot';

export const SettingsSchema = v.object({
  name: v.string(),
  url: v.string(),
  phone: v.string(),
  email: v.string(),
  address: v.string(),
  orgNr: v.string(),
  links: v.array(v.object({ title: v.string(), url: v.string() })),
  footer: v.optional(v.picklist(['show', 'hide']), 'show'),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
