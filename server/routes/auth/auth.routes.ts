// /api/auth: sign-up, sign-in, sign-out and password change; two-factor under /2fa and password reset under
// /forgot and /reset (docs/api.md "Accounts", docs/security.md).

import { Hono } from 'hono';
import * as v from 'valibot';
import { SuccessAnswer } from '../../../src/domain/answers';
import { NewTokenAnswer, SessionAnswer } from '../../../src/domain/user';
import type { Deps } from '../../deps';
import { inBackground } from '../../lib/background';
import { apiError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import {
  describe,
  errors,
  formInput,
  jsonBody as jsonBodyErrors,
  limited,
  signedIn as signedInErrors,
} from '../../lib/openapi/describe';
import { linkBase } from '../../lib/public-url';
import { limitByIp, tooManyRequests } from '../../lib/rate-limit';
import { emailAddress } from '../../lib/validate';
import { type AuthEnv, requireUser } from '../../middleware/auth';
import { createUser, endSessions } from '../../services/auth/accounts';
import { passwordTry } from '../../services/auth/current-password';
import { accountSubject, authLimits } from '../../services/auth/limits';
import { GivenPassword, NewPassword } from '../../services/auth/password-policy';
import { mailRegisterAgain } from '../../services/auth/password-reset';
import { hashPassword, prepareDummyHash, verifyPassword } from '../../services/auth/passwords';
import { signIn } from '../../services/auth/sign-in';
import { signToken } from '../../services/auth/tokens';
import { toApiUser } from '../../services/auth/users';
import { CodeField, jsonBody, smallBodies } from './body';
import { passwordResetRoutes } from './password-reset.routes';
import { twoFactorRoutes } from './two-factor.routes';

const RegisterBody = v.object({ email: emailAddress, password: NewPassword });
const LoginBody = v.object({
  email: emailAddress,
  password: GivenPassword,
  twoFactorToken: CodeField,
  backupCode: CodeField,
});
const UpdatePasswordBody = v.object({ oldPassword: GivenPassword, newPassword: NewPassword });

const tag = 'auth';
const session = 'required';

export const authRoutes = (deps: Deps) => {
  const { db, auth, logger } = deps;
  const signedIn = requireUser(deps);
  void prepareDummyHash();

  return new Hono<AuthEnv>()
    .use(smallBodies)
    .post(
      '/register',
      describe({
        tag,
        summary: 'Creates an account and signs it in',
        answers: { 201: SessionAnswer },
        errors: errors(jsonBodyErrors, formInput, limited, { 409: ['EMAIL_TAKEN'] }),
      }),
      limitByIp(db, authLimits.registerPerIp),
      jsonBody(RegisterBody),
      async (c) => {
        const { email, password } = c.req.valid('json');
        // Hashed before the address is looked at, so a taken address answers as slowly as a new one.
        const passwordHash = await hashPassword(password);
        const user = await createUser(db, { email, passwordHash });
        if (!user) {
          const locale = requestLocale(c);
          inBackground(logger, () =>
            mailRegisterAgain({ db, mailer: deps.mailer, locale, linkBase: linkBase(deps) }, email),
          );
          return c.json(
            { error: 'EMAIL_TAKEN', message: text('emailTaken', locale), fields: { email: 'EMAIL_TAKEN' } },
            409,
          );
        }
        logger.info({ userId: user.id }, 'account created');
        return c.json({ user: toApiUser(user), token: await signToken(auth.jwtSecret, user) }, 201);
      },
    )
    .post(
      '/login',
      describe({
        tag,
        summary: 'Signs in (with a two-factor code or a backup code when two-factor is on)',
        answers: { 200: SessionAnswer },
        errors: errors(jsonBodyErrors, formInput, limited, {
          401: ['INVALID_CREDENTIALS', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'],
        }),
      }),
      limitByIp(db, authLimits.loginPerIp),
      jsonBody(LoginBody),
      async (c) => {
        const body = c.req.valid('json');
        const result = await signIn(db, auth, { ...body, code: body.twoFactorToken });
        // Every attempt, by outcome; the address only as the hash its counter uses.
        const outcome = result.ok ? 'ok' : result.reason;
        logger.info({ event: 'sign-in', outcome, account: accountSubject(body.email) }, 'sign-in attempt');
        if (result.ok) {
          return c.json({
            user: toApiUser(result.user),
            token: await signToken(auth.jwtSecret, result.user),
          });
        }
        switch (result.reason) {
          case 'limited':
            return tooManyRequests(c, result.hit);
          case 'two-factor-required':
            return apiError(c, 401, 'TWO_FACTOR_REQUIRED', 'twoFactorRequired');
          case 'two-factor-invalid':
            return apiError(c, 401, 'TWO_FACTOR_INVALID', 'twoFactorInvalid');
          default:
            return apiError(c, 401, 'INVALID_CREDENTIALS', 'signInFailed');
        }
      },
    )
    .post(
      '/logout',
      describe({
        tag,
        summary: "Ends all of the user's sessions",
        session,
        answers: { 200: SuccessAnswer },
        errors: errors(signedInErrors, jsonBodyErrors),
      }),
      signedIn,
      async (c) => {
        await endSessions(db, c.var.user.id);
        return c.json({ success: true });
      },
    )
    .post(
      '/update-password',
      describe({
        tag,
        summary: 'Changes the password; other sessions end, this device gets a fresh token',
        session,
        answers: { 200: NewTokenAnswer },
        errors: errors(signedInErrors, jsonBodyErrors, formInput, limited, { 400: ['OLD_PASSWORD_WRONG'] }),
      }),
      signedIn,
      jsonBody(UpdatePasswordBody),
      async (c) => {
        const { oldPassword, newPassword } = c.req.valid('json');
        const user = c.var.user;
        const limited = await passwordTry(db, user.email);
        if (limited) return tooManyRequests(c, limited);
        if (!(await verifyPassword(user.passwordHash, oldPassword))) {
          return c.json(
            {
              error: 'OLD_PASSWORD_WRONG',
              message: text('oldPasswordWrong', requestLocale(c)),
              fields: { oldPassword: 'OLD_PASSWORD_WRONG' },
            },
            400,
          );
        }
        const changed = await endSessions(db, user.id, { passwordHash: await hashPassword(newPassword) });
        logger.info({ userId: user.id }, 'password changed');
        return c.json({ success: true, token: await signToken(auth.jwtSecret, changed) });
      },
    )
    .route('/2fa', twoFactorRoutes(deps))
    .route('/', passwordResetRoutes(deps));
};
