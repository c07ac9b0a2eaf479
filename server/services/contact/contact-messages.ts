// Messages sent with the contact form, kept in `contact_messages` before any mail is tried, so none is lost when
// mailing fails.
import type { ContactMessage } from '../../../src/domain/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Locale } from '../../lib/locale';

export async function keepContactMessage(db: Db, message: ContactMessage, locale: Locale): Promise<void> {
  await db.insert(contactMessages).values({ ...message, locale });
}
