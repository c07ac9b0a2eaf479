// The shop's own settings (one row, id 1): name, address and contacts the footer, the contact form and mails use.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export type ShopSettings = typeof settings.$inferSelect;

/** The settings row, or undefined before the seed wrote it. */
export async function shopSettings(db: Db): Promise<ShopSettings | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}

/** Where the shop's own mail goes (the contact form), or undefined when no settings row is there. */
export async function shopEmail(db: Db): Promise<string | undefined> {
  const [shop] = await db.select({ email: settings.email }).from(settings).where(eq(settings.id, 1));
  return shop?.email;
}
