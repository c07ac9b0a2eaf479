// The shop's settings row: created on first start, never overwritten (an admin may have edited it).

import type { Db } from './client';
import { settings } from './schema';

export const defaultSettings = {
  id: 1,
  name: 'Bildeler',
  url: 'https://bildeler.no',
  phone: '+47 22 12 34 56',
  email: 'post@bildeler.no',
  address: 'Alnabruveien 15, 0668 Oslo',
  orgNr: '932 145 876',
  links: [
    { title: 'Facebook', url: 'https://www.facebook.com/bildeler' },
    { title: 'Instagram', url: 'https://www.instagram.com/bildeler' },
    { title: 'YouTube', url: 'https://www.youtube.com/@bildeler' },
  ],
  showFooter: true,
} satisfies typeof settings.$inferInsert;

/** True when the row was created now (the first start). */
export async function seedSettings(db: Db): Promise<boolean> {
  const created = await db
    .insert(settings)
    .values(defaultSettings)
    .onConflictDoNothing({ target: settings.id })
    .returning({ id: settings.id });
  return created.length > 0;
}
