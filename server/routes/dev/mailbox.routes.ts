// GET /api/dev/mailbox?to=: the mail kept in the dev mailbox for an address, newest first — how a developer, and the
// e2e tests, read a password-reset link or an order email when no SMTP server is set. `html` is the mail's HTML
// part, null for plain-text mail. Mounted only in development and tests without SMTP_URL (server/main.ts); in
// production the route does not exist.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Deps } from '../../deps';
import { devMailboxOf } from '../../lib/mailer';
import { describe, machineInput as machineErrors } from '../../lib/openapi/describe';
import { machineInput, validate } from '../../lib/validate';
import { DevMails } from './mailbox.answers';

const Query = v.object({
  to: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(3), v.maxLength(254)),
});

export const devMailboxRoutes = ({ db }: Deps) =>
  new Hono().get(
    '/mailbox',
    describe({
      tag: 'dev',
      summary: 'The last mails to an address (development and tests only)',
      answers: { 200: DevMails },
      errors: machineErrors,
    }),
    validate('query', Query, machineInput),
    async (c) => {
      const { to } = c.req.valid('query');
      const mails = await devMailboxOf(db, to);
      c.header('Cache-Control', 'no-store');
      return c.json({ mails });
    },
  );
