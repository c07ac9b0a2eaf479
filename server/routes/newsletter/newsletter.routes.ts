import { Hono } from 'hono';
import * as v from 'valibot';
import { newsletterSubscribers } from '../../db/schema';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { codes, emailAddress, validate } from '../../lib/validate';

// Spec §5: the newsletter knows one message for every bad address, an empty one included.
const SubscribeBody = v.object({
  email: v.pipe(v.string(codes.email), v.trim(), v.nonEmpty(codes.email), emailAddress),
});

export const newsletterRoutes = ({ db, logger }: Deps) =>
  new Hono().post('/subscribe', idempotency({ db, logger }), validate('json', SubscribeBody), async (c) => {
    const { email } = c.req.valid('json');
    const locale = requestLocale(c);
    const inserted = await db
      .insert(newsletterSubscribers)
      .values({ email, locale })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) return apiError(c, 409, 'ALREADY_SUBSCRIBED', 'alreadySubscribed');
    return c.json({ data: { message: text('subscribed', locale) } });
  });
