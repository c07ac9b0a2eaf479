import { Hono } from 'hono';
import { MessageAnswer } from '../../../src/domain/answers';
import { ContactSchema } from '../../../src/domain/contact';
import type { Deps } from '../../deps';
import { idempotency } from '../../lib/idempotency';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { describe, errors, formInput, idempotent, jsonBody, limited } from '../../lib/openapi/describe';
import { type Limit, limitByIp } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { keepContactMessage } from '../../services/contact/contact-messages';
import { shopEmail } from '../../services/settings/shop-settings';

/** Messages per address and hour, counted before the Idempotency-Key: a 429 is never kept as a key's answer. */
export const contactLimit: Limit = { name: 'contact-ip', limit: 5, windowMs: 60 * 60_000 };

export const contactRoutes = ({ db, mailer, logger }: Deps) =>
  new Hono().use('/send/email', limitByIp(db, contactLimit)).post(
    '/send/email',
    describe({
      tag: 'contact',
      summary: 'Sends a message to the shop',
      answers: { 200: MessageAnswer },
      errors: errors(idempotent, jsonBody, formInput, limited),
    }),
    idempotency({ db, logger }),
    validate('json', ContactSchema),
    async (c) => {
      const body = c.req.valid('json');
      const locale = requestLocale(c);
      // Stored first: the message is kept even when mailing fails.
      await keepContactMessage(db, body, locale);
      const shopAddress = await shopEmail(db);
      try {
        await mailer.send({
          to: shopAddress ?? 'post@bildeler.no',
          replyTo: body.email,
          subject: `[Kontaktskjema] ${body.subject}`,
          text: `Fra: ${body.name} <${body.email}>\nSpråk: ${locale}\n\n${body.message}`,
        });
      } catch (error) {
        logger.error({ err: error }, 'contact mail not sent; message is stored');
      }
      return c.json({ message: text('contactSent', locale) });
    },
  );
