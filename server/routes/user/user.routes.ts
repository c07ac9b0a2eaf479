// /api/user: the signed-in user's profile (GET /user/me, PUT /user/ with a
// multipart form) and the pictures it points to (no sign-in: an <img> sends no Authorization header).

import { Hono } from 'hono';
import { UserAnswer } from '../../../src/domain/user';
import type { Deps } from '../../deps';
import { type LargerBody, limitBody } from '../../lib/body-limit';
import { apiError } from '../../lib/errors';
import { fieldCodes, fieldError } from '../../lib/field-errors';
import { describe, errors, signedIn as signedInError } from '../../lib/openapi/describe';
import { requireUser } from '../../middleware/auth';
import { toApiUser } from '../../services/auth/users';
import { avatarMaxBytes, readAvatar } from '../../services/profile/avatar';
import { saveProfile } from '../../services/profile/save-profile';
import { readProfileForm } from './profile';

/**
 * The form's other fields are small: a body past this is refused before it is read into memory, as the picture's
 * field error. Named in app.ts as one of the calls allowed more than the default body size.
 */
export const profileFormBody: Omit<LargerBody, 'method' | 'path'> = {
  maxSize: avatarMaxBytes + 1024 * 1024,
  onTooLarge: (c) => fieldError(c, { avatar: fieldCodes.tooLarge }, 'avatarInvalid', 413),
};
// The contract writes PUT /user/ with its slash; /user works too.
const withOrWithoutSlash = ['/', '/:trailingSlash{.{0}}'];

const tag = 'user';
const session = 'required';

export const userRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps);
  return new Hono()
    .get(
      '/me',
      describe({
        tag,
        summary: 'The signed-in user',
        session,
        answers: { 200: UserAnswer },
        errors: signedInError,
      }),
      signedIn,
      (c) => c.json({ user: toApiUser(c.var.user) }),
    )
    .on(
      'PUT',
      withOrWithoutSlash,
      describe({
        tag,
        summary:
          'Changes the profile (a multipart form: firstName, lastName, phone, avatar picture; accountType business with companyName, orgNumber, invoiceAddress1, invoiceAddress2, invoicePostcode, invoiceCity, or private)',
        session,
        answers: { 200: UserAnswer },
        errors: errors(signedInError, {
          400: ['BAD_REQUEST', 'VALIDATION_ERROR'],
          413: ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'],
        }),
      }),
      signedIn,
      limitBody(profileFormBody.maxSize, profileFormBody.onTooLarge),
      async (c) => {
        const type = c.req.header('Content-Type') ?? '';
        if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
          return apiError(c, 400, 'BAD_REQUEST', 'formExpected');
        }
        let form: Record<string, string | File>;
        try {
          form = await c.req.parseBody();
        } catch {
          return apiError(c, 400, 'BAD_REQUEST', 'formExpected');
        }
        const read = await readProfileForm(form);
        if (!read.ok) return fieldError(c, read.fields, 'profileInvalid');
        const row = await saveProfile(deps, c.var.user.id, read.change);
        if (!row) return apiError(c, 401, 'UNAUTHORIZED', 'unauthorized');
        return c.json({ user: toApiUser(row) });
      },
    )
    .get(
      '/avatar/:file',
      describe({
        tag,
        summary: 'A profile picture (WebP)',
        media: 'image/webp',
        answers: { 200: null },
        errors: { 404: ['NOT_FOUND'] },
      }),
      async (c) => {
        const picture = await readAvatar(deps.dataDir, c.req.param('file'));
        if (!picture) return apiError(c, 404, 'NOT_FOUND', 'notFound');
        return c.body(new Uint8Array(picture), 200, {
          'Content-Type': 'image/webp',
          'Cache-Control': 'private, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        });
      },
    );
};
