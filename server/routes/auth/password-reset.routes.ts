// POST /auth/forgot and POST /auth/reset/:token. "Forgot" answers the same at once whatever the address; the
// link is mailed in the background in the caller's language.

import { Hono } from 'hono';
import * as v from 'valibot';
import { SuccessAnswer } from '../../../src/domain/answers';
import { ForgotAnswer } from '../../../src/domain/user';
import type { Deps } from '../../deps';
import { inBackground } from '../../lib/background';
import { apiError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import { describe, errors, formInput, jsonBody as jsonBodyErrors, limited } from '../../lib/openapi/describe';
import { linkBase } from '../../lib/public-url';
import { limitByIp } from '../../lib/rate-limit';
import { emailAddress } from '../../lib/validate';
import { authLimits } from '../../services/auth/limits';
import { NewPassword } from '../../services/auth/password-policy';
import { isLiveResetToken, mailResetLink, resetPassword } from '../../services/auth/password-reset';
import { hashPassword } from '../../services/auth/passwords';
import { jsonBody } from './body';

export const passwordResetRoutes = (deps: Deps) => {
  const { db, logger, mailer } = deps;
  return new Hono()
    .post(
      '/forgot',
      describe({
        tag: 'auth',
        summary: 'Mails a password reset link (the same answer for any address)',
        answers: { 200: ForgotAnswer },
        errors: errors(jsonBodyErrors, formInput, limited),
      }),
      limitByIp(db, authLimits.forgotPerIp),
      jsonBody(v.object({ email: emailAddress })),
      (c) => {
        const { email } = c.req.valid('json');
        const locale = requestLocale(c);
        inBackground(logger, () => mailResetLink({ db, mailer, locale, linkBase: linkBase(deps) }, email));
        return c.json({ success: true, message: text('resetLinkSent', locale) });
      },
    )
    .post(
      '/reset/:token',
      describe({
        tag: 'auth',
        summary: 'Sets a new password with a mailed link',
        answers: { 200: SuccessAnswer },
        errors: errors(jsonBodyErrors, formInput, limited, { 400: ['RESET_TOKEN_INVALID'] }),
      }),
      limitByIp(db, authLimits.resetPerIp),
      jsonBody(v.object({ password: NewPassword })),
      async (c) => {
        const token = c.req.param('token');
        // Checked before hashing: an unknown link costs no argon2 time.
        if (!(await isLiveResetToken(db, token)))
          return apiError(c, 400, 'RESET_TOKEN_INVALID', 'resetTokenInvalid');
        const done = await resetPassword(db, token, await hashPassword(c.req.valid('json').password));
        if (!done) return apiError(c, 400, 'RESET_TOKEN_INVALID', 'resetTokenInvalid');
        logger.info('password reset with a mailed link');
        return c.json({ success: true });
      },
    );
};
