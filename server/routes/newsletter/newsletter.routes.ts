import { Hono } from 'hono';
import * as v from 'valibot';
import { NewsletterAnswer } from '../../../src/domain/answers';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { describe, errors, formInput, idempotent, jsonBody, limited } from '../../lib/openapi/describe';
import { type Limit, limitByIp } from '../../lib/rate-limit';
import { codes, emailAddress, validate } from '../../lib/validate';
import { subscribe } from '../../services/newsletter/subscribers';

// One message for every bad address, an empty one included (docs/api.md, Settings, contact, newsletter).
const SubscribeBody = v.object({
  email: v.pipe(v.string(codes.email), v.trim(), v.nonEmpty(codes.email), emailAddress),
});

/** Sign-ups per address and hour, counted before the Idempotency-Key: a 429 is never kept as a key's answer. */
export const newsletterLimit: Limit = { name: 'newsletter-ip', limit: 10, windowMs: 60 * 60_000 };

export const newsletterRoutes = ({ db, logger }: Deps) =>
  new Hono().use('/subscribe', limitByIp(db, newsletterLimit)).post(
    '/subscribe',
    describe({
      tag: 'newsletter',
      summary: 'Signs an address up for the newsletter',
      answers: { 200: NewsletterAnswer },
      errors: errors(idempotent, jsonBody, formInput, limited, { 409: ['ALREADY_SUBSCRIBED'] }),
    }),
    idempotency({ db, logger }),
    validate('json', SubscribeBody),
    async (c) => {
      const { email } = c.req.valid('json');
      const locale = requestLocale(c);
      if (!(await subscribe(db, email, locale)))
        return apiError(c, 409, 'ALREADY_SUBSCRIBED', 'alreadySubscribed');
      return c.json({ data: { message: text('subscribed', locale) } });
    },
  );
