// Newsletter sign-ups in `newsletter_subscribers`: one row per address (a unique index), so two sign-ups racing
// keep one.
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { Locale } from '../../lib/locale';

/** True when the address is new; false when it was signed up already. */
export async function subscribe(db: Db, email: string, locale: Locale): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
