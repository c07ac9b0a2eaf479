// /auth/2fa (signed in): setup → enable with the password and a code → disable with a code or a backup code; new backup codes with
// a code. Changes end the other sessions and answer with a fresh token for this device. A wrong code is a 400
// (not 401: the session itself is fine).

import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  BackupCodesAnswer,
  TwoFactorEnabledAnswer,
  TwoFactorSetupAnswer,
} from '../../../src/domain/two-factor';
import { NewTokenAnswer } from '../../../src/domain/user';
import type { Deps } from '../../deps';
import { apiError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { text } from '../../lib/messages';
import {
  describe,
  errors,
  formInput,
  jsonBody as jsonBodyErrors,
  limited,
  signedIn,
} from '../../lib/openapi/describe';
import { tooManyRequests } from '../../lib/rate-limit';
import { type AuthEnv, requireUser } from '../../middleware/auth';
import { GivenPassword } from '../../services/auth/password-policy';
import { signToken } from '../../services/auth/tokens';
import {
  beginSetup,
  type CodeRefused,
  checkSecondFactor,
  disable,
  enable,
  hasSecondFactor,
  regenerateBackupCodes,
} from '../../services/auth/two-factor';
import { CodeField, jsonBody } from './body';

const CodeBody = v.object({ token: CodeField });
const EnableBody = v.object({ token: CodeField, password: GivenPassword });
const DisableBody = v.object({ token: CodeField, backupCode: CodeField });

const refused = (c: Context, check: CodeRefused) =>
  check.reason === 'limited'
    ? tooManyRequests(c, check.hit)
    : apiError(c, 400, 'TWO_FACTOR_INVALID', 'twoFactorInvalid');

const tag = 'auth';
const session = 'required';

export const twoFactorRoutes = (deps: Deps) => {
  const { db, auth, logger } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps))
    .post(
      '/setup',
      describe({
        tag,
        summary: 'Starts two-factor setup: a new secret and its QR code',
        session,
        answers: { 200: TwoFactorSetupAnswer },
        errors: errors(signedIn, jsonBodyErrors, { 400: ['TWO_FACTOR_ALREADY_ENABLED'] }),
      }),
      async (c) => {
        const user = c.var.user;
        if (user.twoFactorEnabled)
          return apiError(c, 400, 'TWO_FACTOR_ALREADY_ENABLED', 'twoFactorAlreadyEnabled');
        return c.json({ data: await beginSetup(db, auth, user) });
      },
    )
    .post(
      '/enable',
      describe({
        tag,
        summary: 'Turns two-factor on with the password and a current code; 10 backup codes',
        session,
        answers: { 200: TwoFactorEnabledAnswer },
        errors: errors(signedIn, jsonBodyErrors, formInput, limited, {
          400: [
            'TWO_FACTOR_ALREADY_ENABLED',
            'TWO_FACTOR_NOT_SET_UP',
            'PASSWORD_WRONG',
            'TWO_FACTOR_INVALID',
          ],
        }),
      }),
      jsonBody(EnableBody),
      async (c) => {
        const user = c.var.user;
        if (user.twoFactorEnabled)
          return apiError(c, 400, 'TWO_FACTOR_ALREADY_ENABLED', 'twoFactorAlreadyEnabled');
        const body = c.req.valid('json');
        const result = await enable(db, auth, user, { code: body.token ?? '', password: body.password });
        if (!result.ok) {
          if (result.reason === 'not-set-up')
            return apiError(c, 400, 'TWO_FACTOR_NOT_SET_UP', 'twoFactorNotSetUp');
          if (result.reason === 'wrong') {
            const message = text('passwordWrong', requestLocale(c));
            return c.json({ error: 'PASSWORD_WRONG', message, fields: { password: 'PASSWORD_WRONG' } }, 400);
          }
          return refused(c, result);
        }
        logger.info({ userId: user.id }, 'two-factor enabled');
        const token = await signToken(auth.jwtSecret, result.user);
        return c.json({ success: true, backupCodes: result.backupCodes, token });
      },
    )
    .post(
      '/disable',
      describe({
        tag,
        summary: 'Turns two-factor off with a current code or a backup code',
        session,
        answers: { 200: NewTokenAnswer },
        errors: errors(signedIn, jsonBodyErrors, formInput, limited, {
          400: ['TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'],
        }),
      }),
      jsonBody(DisableBody),
      async (c) => {
        const user = c.var.user;
        if (!user.twoFactorEnabled) return apiError(c, 400, 'TWO_FACTOR_NOT_ENABLED', 'twoFactorNotEnabled');
        const body = c.req.valid('json');
        const factor = { code: body.token, backupCode: body.backupCode };
        if (!hasSecondFactor(factor)) return apiError(c, 400, 'TWO_FACTOR_REQUIRED', 'twoFactorRequired');
        const check = await checkSecondFactor(db, auth, user, factor, { allowBackup: true });
        if (!check.ok) return refused(c, check);
        const updated = await disable(db, user);
        logger.info({ userId: user.id }, 'two-factor disabled');
        return c.json({ success: true, token: await signToken(auth.jwtSecret, updated) });
      },
    )
    .post(
      '/regenerate-backup-codes',
      describe({
        tag,
        summary: 'Replaces the backup codes (with a current code)',
        session,
        answers: { 200: BackupCodesAnswer },
        errors: errors(signedIn, jsonBodyErrors, formInput, limited, {
          400: ['TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'],
        }),
      }),
      jsonBody(CodeBody),
      async (c) => {
        const user = c.var.user;
        if (!user.twoFactorEnabled) return apiError(c, 400, 'TWO_FACTOR_NOT_ENABLED', 'twoFactorNotEnabled');
        const factor = { code: c.req.valid('json').token };
        if (!hasSecondFactor(factor)) return apiError(c, 400, 'TWO_FACTOR_REQUIRED', 'twoFactorRequired');
        const check = await checkSecondFactor(db, auth, user, factor, { allowBackup: false });
        if (!check.ok) return refused(c, check);
        const result = await regenerateBackupCodes(db, user);
        logger.info({ userId: user.id }, 'two-factor backup codes replaced');
        return c.json({
          backupCodes: result.backupCodes,
          token: await signToken(auth.jwtSecret, result.user),
        });
      },
    );
};
